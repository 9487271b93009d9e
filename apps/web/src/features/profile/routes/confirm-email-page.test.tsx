import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  EMAIL_CHANGE_UNDO_TTL_DAYS,
  EmailChangeMessages,
} from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const CONFIRM = '/account/email_change/confirm';
const AGREE = '/account/email_change/agree';
const UNDO = '/account/email_change/undo';

function open(query: string) {
  return renderRoutes({
    at: `${Paths.confirmEmail}${query}`,
    routes: [
      { path: Paths.confirmEmail, element: <ConfirmEmailPage /> },
      { path: Paths.login, element: <LocationProbe /> },
      { path: Paths.reset, element: <LocationProbe /> },
    ],
  });
}

test('F20 the mailed link shows a loader, posts its key once without sign-in, then the new address and a way to sign in', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockApi.post(CONFIRM, async () =>
    gate.then(() => ({ email: 'pat.new@example.com', status: 'changed' as const })),
  );
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

test('issue 19 path 2: a new address confirmed before the owner agreed says the change still waits for them', async () => {
  mockApi.post(CONFIRM, () => ({ email: 'pat.new@example.com', status: 'awaiting-agreement' }));
  open('?key=abc');
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  expect(result.textContent).toContain(EmailChangeMessages.confirmedAwaitingAgreement);
});

test('issue 19 path 2: the agreement link from the current address posts its key to agree, and says what is still awaited', async () => {
  mockApi.post(AGREE, () => ({ email: 'pat.new@example.com', status: 'awaiting-confirmation' }));
  open('?agree=agree-key');
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  expect(result.textContent).toContain(EmailChangeMessages.agreedAwaitingConfirmation);
  expect(await sentRequests(AGREE)[0]!.json()).toEqual({ key: 'agree-key' });
  expect(sentRequests(CONFIRM)).toHaveLength(0);
});

test('issue 19: the undo link restores the old address, says every session ended, and offers a new password', async () => {
  mockApi.post(UNDO, () => ({ email: 'pat@example.com' }));
  open('?undo=undo-key');
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  expect(result.textContent).toContain(EmailChangeMessages.undoTitle);
  expect(result.textContent).toContain('pat@example.com');
  expect(result.textContent).toContain(EmailChangeMessages.undone);
  expect(await sentRequests(UNDO)[0]!.json()).toEqual({ key: 'undo-key' });
  await userEvent.click(screen.getByRole('link', { name: EmailChangeMessages.resetPassword }));
  expect((await screen.findByTestId('location')).textContent).toBe(Paths.reset);
});

test('issue 19: an expired undo link says so and that nothing was undone', async () => {
  mockApi.post(UNDO, () =>
    apiError(410, { code: 'EMAIL_CHANGE_EXPIRED', errorMessage: 'server text' }),
  );
  open('?undo=old');
  const result = await screen.findByTestId(TestId.confirmEmailResult);
  await waitFor(() =>
    expect(result.textContent).toBe(
      `${EmailChangeMessages.notUndone}${EmailChangeMessages.undoLinkExpired(EMAIL_CHANGE_UNDO_TTL_DAYS)}`,
    ),
  );
});
