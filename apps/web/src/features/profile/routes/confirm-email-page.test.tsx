import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const CONFIRM = '/account/email_change/confirm';

function open(query: string) {
  return renderRoutes({
    at: `${Paths.confirmEmail}${query}`,
    routes: [
      { path: Paths.confirmEmail, element: <ConfirmEmailPage /> },
      { path: Paths.login, element: <LocationProbe /> },
    ],
  });
}

test('F20 the mailed link shows a loader, posts its key once without sign-in, then the new address and a way to sign in', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.post(CONFIRM, async () => gate.then(() => ({ email: 'pat.new@example.com' })));
  open('?key=abc-123');
  expect(await screen.findByTestId(TestId.confirmEmailLoader)).toBeTruthy();
  release();
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  expect(result.textContent).toContain('pat.new@example.com');
  expect(result.textContent).toContain(EmailChangeMessages.confirmed);
  const sent = sentRequests(CONFIRM);
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.json()).toEqual({ key: 'abc-123' });
  expect(sent[0]!.headers.get('Authorization')).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: EmailChangeMessages.signIn }));
  expect((await screen.findByTestId('location')).textContent).toBe(Paths.login);
});

test.each([
  ['EMAIL_CHANGE_EXPIRED', 410, EmailChangeMessages.linkExpired],
  ['EMAIL_CHANGE_USED', 409, EmailChangeMessages.linkUsed],
  ['EMAIL_CHANGE_SUPERSEDED', 409, EmailChangeMessages.linkSuperseded],
  ['EMAIL_TAKEN', 409, EmailChangeMessages.emailTaken],
] as const)(
  'a refused link (%s) says in plain words that nothing changed',
  async (code, status, text) => {
    mockApi.post(CONFIRM, () => apiError(status, { code, errorMessage: 'server text' }));
    open('?key=old');
    const result = await screen.findByTestId(TestId.confirmEmailResult);
    await waitFor(() =>
      expect(result.textContent).toBe(`${EmailChangeMessages.notChanged}${text}`),
    );
    expect(screen.getByRole('link', { name: EmailChangeMessages.signIn })).toBeTruthy();
  },
);

test('a link without its key says it is not valid and posts nothing', async () => {
  open('');
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  expect(result.textContent).toContain(EmailChangeMessages.linkInvalid);
  expect(sentRequests()).toHaveLength(0);
});
