import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
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
  mockApi.post('/account/change_password/first_time', () =>
    apiError(400, { code: 'BAD_REQUEST', errorMessage: 'Password cannot be existing password.' }),
  );
  renderPage(credentials);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), 'Brandnew123');
  await user.type(screen.getByLabelText(/Confirm new password/), 'Brandnew123');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password cannot be existing password.')).toBeTruthy();
  const calls = sentRequests();
  expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
    '/api/account/change_password/first_time',
  ]);
  expect(await calls[0]?.json()).toEqual({
    email: credentials.email,
    oldPassword: 'Temp1234',
    newPassword: 'Brandnew123',
  });
});

test('I30 after the change the user signs in again with the new password and lands by role', async () => {
  const token = { token: 't', expires: Date.now() + 60_000 };
  mockApi.post('/account/change_password/first_time', () => undefined);
  mockApi.post('/authenticate', () => token);
  mockApi.get('/account', () => makeAccount([Role.clinicAdmin]));
  renderPage(credentials);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), 'Brandnew123');
  await user.type(screen.getByLabelText(/Confirm new password/), 'Brandnew123');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect((await screen.findByTestId('location')).textContent).toBe('/clinic-admin-dashboard');
  expect(await sentRequests('/authenticate')[0]?.json()).toMatchObject({
    email: credentials.email,
    password: 'Brandnew123',
  });
});
