import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { getValidToken, StorageKey } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const token = { token: 'tkn', expires: Date.now() + 3_600_000 };

/** A plain sign-in: the credentials earn a token, and the token is the account of `role`. */
function signInAs(role: Role) {
  mockApi.post('/authenticate', () => token);
  mockApi.get('/account', () => makeAccount([role]));
}

function renderLogin(at = '/login') {
  return renderRoutes({
    at,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

async function fillCredentials(terms: boolean) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail/), 'jane@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('login page', () => {
  test('A1 shows e-mail, password, terms, Sign In and the Forgot password link', async () => {
    renderLogin();
    expect(await screen.findByLabelText(/E-mail/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms Of Use' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consent For Telehealth' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notice of Privacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe(
      '/reset',
    );
  });

  test('A2 Sign In stays disabled until e-mail and password are filled', async () => {
    renderLogin();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/E-mail/), 'jane@example.org');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  test('A3 signing in without the terms is refused with the spec text and no call', async () => {
    renderLogin();
    await fillCredentials(false);
    expect(await screen.findByText(Messages.login.termsRequired)).toBeTruthy();
    expect(sentRequests()).toHaveLength(0);
  });

  test('A4 A5 wrong credentials send the time zone and show the error on the page', async () => {
    mockApi.post('/authenticate', () =>
      apiError(401, { code: 'BAD_CREDENTIALS', errorMessage: 'nope' }),
    );
    renderLogin();
    await fillCredentials(true);
    expect(await screen.findByText(Messages.login.badCredentials)).toBeTruthy();
    const body = (await sentRequests('/authenticate')[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'jane@example.org',
      password: 'Secret123',
      timeZoneOffset: 0 - new Date().getTimezoneOffset(),
    });
    expect(typeof body.timeZone).toBe('string');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  test('A6 A9 A18 a token answer is stored and the provider lands on the dashboard', async () => {
    signInAs(Role.provider);
    renderLogin();
    await fillCredentials(true);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(getValidToken()).toEqual(token);
    expect(localStorage.getItem(StorageKey.loginOutcome)).toBe('token');
  });

  test('A16 the remembered protected screen is reopened after login', async () => {
    sessionStorage.setItem(StorageKey.returnTo, '/messages?topic=3');
    signInAs(Role.patient);
    renderLogin();
    await fillCredentials(true);
    expect((await screen.findByTestId('location')).textContent).toBe('/messages?topic=3');
  });

  test('A7 A10 A11 the passcode step: wrong code, new code, then success with the otp header', async () => {
    // The server mails 222222; without a code it asks for one (A7), a wrong one is refused (A10).
    mockApi.post('/authenticate', ({ request }) => {
      const otp = request.headers.get('otp');
      if (otp === null) return { action: 'passcode' };
      if (otp === '222222') return token;
      return apiError(401, { code: 'BAD_PASSCODE', errorMessage: 'Incorrect Passcode' });
    });
    mockApi.post('/account/renewPasscode', () => undefined);
    mockApi.get('/account', () => makeAccount([Role.superAdmin]));
    renderLogin();
    const user = await fillCredentials(true);
    const code = await screen.findByLabelText(/Passcode/);
    expect(localStorage.getItem(StorageKey.loginOutcome)).toBe('passcode');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(Messages.login.badPasscode)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send new passcode' }));
    expect(await screen.findByText(Messages.login.passcodeSent)).toBeTruthy();
    expect(sentRequests('/account/renewPasscode')).toHaveLength(1);
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin-dashboard');
    expect(sentRequests('/authenticate').map((call) => call.headers.get('otp'))).toEqual([
      null,
      '111111',
      '222222',
    ]);
    expect(localStorage.getItem(StorageKey.otp)).toBe('222222');
  });

  test('A8 a first-time login moves to /first-time-login without storing the password', async () => {
    mockApi.post('/authenticate', () => ({ action: 'firstTimeLogin' }));
    renderLogin();
    await fillCredentials(true);
    expect((await screen.findByTestId('location')).textContent).toBe('/first-time-login');
    expect(localStorage.getItem(StorageKey.loginOutcome)).toBe('firstTimeLogin');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret123');
  });

  test('A12 a token in the URL signs in without the form', async () => {
    mockApi.get('/account', () => makeAccount([Role.assistant]));
    renderLogin(`/login?token=url-token&tokenExpires=${token.expires}`);
    expect((await screen.findByTestId('location')).textContent).toBe('/assist-dashboard');
    expect(getValidToken()?.token).toBe('url-token');
  });

  test('A17 a room token leads to the exam room after login', async () => {
    signInAs(Role.patient);
    renderLogin('/login?roomToken=r00m');
    await fillCredentials(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/room/r00m'));
  });

  test('A13 authentication_error shows Login Failed', () => {
    renderLogin('/login?error=authentication_error');
    expect(screen.getByText(Messages.login.ssoFailed)).toBeTruthy();
  });

  test('A14 sessionExpired shows the security message', () => {
    renderLogin('/login?sessionExpired');
    expect(screen.getByText(Messages.login.sessionExpired)).toBeTruthy();
  });

  test('a refused token in the URL shows the notice and the form, and no error dialog', async () => {
    mockApi.get('/account', () => apiError(401, { code: 'UNAUTHORIZED', errorMessage: 'No.' }));
    renderLogin(`/login?token=bad&tokenExpires=${token.expires}`);
    expect(await screen.findByText(Messages.login.ssoFailedHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByTestId(TestId.errorDialog)).toBeNull();
    expect(screen.queryByText(/CancelledError|CLIENT_ERROR/)).toBeNull();
  });

  test('Sign In names a malformed e-mail and sends nothing', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'notanemail');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(Messages.login.emailInvalid)).toBeTruthy();
    expect(sentRequests()).toHaveLength(0);
  });
});
