import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { fetchReplies, LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { FirstTimeLoginPage } from './first-time-login-page';

const credentials = { email: 'new@example.org', password: 'Temp1234' };

function renderPage(state: unknown) {
  renderRoutes({
    at: '/first-time-login',
    state,
    routes: [
      { path: '/first-time-login', element: <FirstTimeLoginPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('A34 I29 a direct visit without the login transition goes to /login', async () => {
  renderPage(null);
  expect((await screen.findByTestId('location')).textContent).toBe('/login');
});

test('A33 the dialog has no close button', async () => {
  renderPage(credentials);
  expect(await screen.findByText('Choose a new password')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  expect(screen.queryByLabelText(/Existing password/)).toBeNull();
});

test('A35 A36 the change posts email, old and new password; a server error shows its message', async () => {
  const { calls, fetchMock } = fetchReplies([
    400,
    { code: 'BAD_REQUEST', errorMessage: 'Password cannot be existing password.' },
  ]);
  vi.stubGlobal('fetch', fetchMock);
  renderPage(credentials);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), 'Brandnew123');
  await user.type(screen.getByLabelText(/Confirm new password/), 'Brandnew123');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password cannot be existing password.')).toBeTruthy();
  expect(calls[0]?.url).toBe('http://localhost/api/account/change_password/first_time');
  expect(await calls[0]?.json()).toEqual({
    email: credentials.email,
    oldPassword: 'Temp1234',
    newPassword: 'Brandnew123',
  });
});

test('I30 after the change the user signs in again with the new password and lands by role', async () => {
  const token = { token: 't', expires: Date.now() + 60_000 };
  const { calls, fetchMock } = fetchReplies(
    [200, {}],
    [200, token],
    [200, makeAccount([Role.clinicAdmin])],
  );
  vi.stubGlobal('fetch', fetchMock);
  renderPage(credentials);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), 'Brandnew123');
  await user.type(screen.getByLabelText(/Confirm new password/), 'Brandnew123');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect((await screen.findByTestId('location')).textContent).toBe('/clinic-admin-dashboard');
  expect(await calls[1]?.json()).toMatchObject({
    email: credentials.email,
    password: 'Brandnew123',
  });
});
