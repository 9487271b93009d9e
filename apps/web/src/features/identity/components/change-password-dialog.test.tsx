import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { getValidToken, setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

function renderDialog() {
  renderRoutes({
    at: '/',
    account: makeAccount([Role.patient]),
    routes: [
      { path: '/', element: <ChangePasswordDialog opened onClose={() => undefined} /> },
      { path: '/login', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

async function submit(
  user: ReturnType<typeof userEvent.setup>,
  existing: string,
  next: string,
  confirm: string,
) {
  if (existing !== '') await user.type(screen.getByLabelText(/Existing password/), existing);
  if (next !== '') await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm !== '') await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password dialog', () => {
  test('A37 the existing password is required', async () => {
    const user = renderDialog();
    await submit(user, '', 'Newpass123', 'Newpass123');
    expect(await screen.findByText(Messages.password.existingRequired)).toBeTruthy();
  });

  test.each(['Short1a', 'alllower123', 'ALLUPPER123', 'NoDigitsHere'])(
    'A38 a weak new password (%s) shows the rule message',
    async (weak) => {
      const user = renderDialog();
      await submit(user, 'Oldpass123', weak, weak);
      expect(await screen.findByText(Messages.password.rule)).toBeTruthy();
    },
  );

  test('A39 a new password equal to the existing one is refused', async () => {
    const user = renderDialog();
    await submit(user, 'Oldpass123', 'Oldpass123', 'Oldpass123');
    expect(await screen.findByText(Messages.password.sameAsExisting)).toBeTruthy();
  });

  test('A40 a confirmation that differs is refused', async () => {
    const user = renderDialog();
    await submit(user, 'Oldpass123', 'Newpass123', 'Newpass124');
    expect(await screen.findByText(Messages.password.confirmMismatch)).toBeTruthy();
  });

  test('A41 A42 a server refusal moves to the error level with its message', async () => {
    mockApi.post('/account/change_password', () =>
      apiError(400, { code: 'BAD_REQUEST', errorMessage: Messages.password.existingWrong }),
    );
    const user = renderDialog();
    await submit(user, 'Oldpass123', 'Newpass123', 'Newpass123');
    expect(await screen.findByText(Messages.generic.error)).toBeTruthy();
    expect(screen.getByText(Messages.password.existingWrong)).toBeTruthy();
    const calls = sentRequests();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/account/change_password',
    ]);
    expect(await calls[0]?.json()).toEqual({
      oldPassword: 'Oldpass123',
      newPassword: 'Newpass123',
    });
  });

  test('H2 the error level shows its detail and Try again goes back to the form', async () => {
    mockApi.post('/account/change_password', () =>
      apiError(400, { code: 'BAD_REQUEST', errorMessage: Messages.password.existingWrong }),
    );
    const user = renderDialog();
    await submit(user, 'Oldpass123', 'Newpass123', 'Newpass123');
    const error = await screen.findByTestId(TestId.changePasswordError);
    expect(error.textContent).toBe(`${Messages.generic.error}${Messages.password.existingWrong}`);
    await user.click(screen.getByTestId(TestId.changePasswordRetry));
    expect(screen.queryByTestId(TestId.changePasswordError)).toBeNull();
    expect(screen.getByLabelText(/Existing password/)).toBeTruthy();
  });

  test('A43 H2 closing the success level signs out and opens login', async () => {
    setToken({ token: 'abc', expires: Date.now() + 60_000 });
    mockApi.post('/account/change_password', () => undefined);
    const user = renderDialog();
    await submit(user, 'Oldpass123', 'Newpass123', 'Newpass123');
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(getValidToken()).toBeNull();
  });
});
