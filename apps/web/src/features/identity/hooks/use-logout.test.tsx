import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Account } from '@clinicall/shared/identity';
import { Role } from '@clinicall/shared/roles';
import { expect, test } from 'vitest';
import {
  getAssistantToken,
  getValidToken,
  setAssistantToken,
  setOtp,
  setToken,
} from '../../../lib/auth/auth-storage';
import { mockApi, sentRequests, server } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { identityKeys } from '../api/query-keys';
import { useLogout, type LogoutReason } from './use-logout';

const later = () => Date.now() + 3_600_000;

function LogoutButton({ reason }: { reason: LogoutReason }) {
  const logout = useLogout();
  return <button onClick={() => void logout(reason)}>out</button>;
}

async function logoutAs(reason: LogoutReason, account?: Account) {
  mockApi.post('/logout', () => undefined);
  const { queryClient } = renderRoutes({
    at: '/somewhere',
    routes: [
      { path: '/somewhere', element: <LogoutButton reason={reason} /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  if (account !== undefined) queryClient.setQueryData(identityKeys.account(), account);
  await userEvent.setup().click(screen.getByRole('button', { name: 'out' }));
  return { calls: sentRequests(), at: (await screen.findByTestId('location')).textContent };
}

test('A51 a plain logout revokes the token, clears storage and opens login', async () => {
  setToken({ token: 'me', expires: later() });
  setOtp('123456');
  const { calls, at } = await logoutAs('user');
  expect(at).toBe('/login');
  expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/logout');
  expect(calls[0]?.headers.get('Authorization')).toBe('Bearer me');
  expect(localStorage.length).toBe(0);
});

test('A52 logging out while acting with a valid assistant token restores the assistant', async () => {
  const assistant = { token: 'assistant', expires: later() };
  setToken({ token: 'provider', expires: later() });
  setAssistantToken(assistant);
  const { calls, at } = await logoutAs('user');
  expect(at).toBe('/assist-dashboard');
  expect(calls[0]?.headers.get('Authorization')).toBe('Bearer provider');
  expect(getValidToken()).toEqual(assistant);
  expect(getAssistantToken()).toBeNull();
});

test('A53 with an expired assistant token the logout clears everything and opens login', async () => {
  setToken({ token: 'provider', expires: later() });
  setAssistantToken({ token: 'assistant', expires: Date.now() - 1 });
  const { at } = await logoutAs('user');
  expect(at).toBe('/login');
  expect(localStorage.length).toBe(0);
});

test('A31 an idle logout opens login with sessionExpired, even while acting', async () => {
  setToken({ token: 'provider', expires: later() });
  setAssistantToken({ token: 'assistant', expires: later() });
  const { calls, at } = await logoutAs('idle');
  expect(at).toBe('/login?sessionExpired');
  expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
    'Bearer provider',
    'Bearer assistant',
  ]);
  expect(localStorage.length).toBe(0);
});

test('A51 a patient of a clinic with a custom URL lands on its branded login', async () => {
  setToken({ token: 'me', expires: later() });
  let askedWith: string | null = null;
  server.use(
    http.get('/api/clinics/customUrls/patient/7', ({ request }) => {
      askedWith = request.headers.get('Authorization');
      return HttpResponse.json({ customUrl: 'riverside' });
    }),
  );
  const { at } = await logoutAs('user', makeAccount([Role.patient]));
  expect(at).toBe('/riverside');
  // Asked before the token was revoked, with that token.
  expect(askedWith).toBe('Bearer me');
  expect(localStorage.length).toBe(0);
});

test('A51 staff of a clinic without a custom URL land on /login', async () => {
  setToken({ token: 'me', expires: later() });
  server.use(
    http.get('/api/clinics/customUrls/provider/7', () => HttpResponse.json({ customUrl: null })),
  );
  expect((await logoutAs('user', makeAccount([Role.provider]))).at).toBe('/login');
});

test('A51 a lookup that fails still signs out to /login', async () => {
  setToken({ token: 'me', expires: later() });
  server.use(http.get('/api/clinics/customUrls/provider/7', () => HttpResponse.error()));
  const { at } = await logoutAs('user', makeAccount([Role.assistant]));
  expect(at).toBe('/login');
  expect(localStorage.length).toBe(0);
});
