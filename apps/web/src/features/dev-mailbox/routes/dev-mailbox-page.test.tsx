import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { OutboxMail } from '@clinicall/shared/dev-mailbox';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { DevMailboxPage } from './dev-mailbox-page';

const resetMail: OutboxMail = {
  id: 2,
  to: 'sam.jones@clinicall.example',
  subject: 'Reset your Clinicall password',
  text: 'Hello Sam,\n\nChoose a new password: http://localhost:3000/reset/finish?key=abc.\n\nClinicall',
  html: '<!doctype html><html><body><p>Hello Sam,</p><p><a href="http://localhost:3000/reset/finish?key=abc">Choose a new password</a></p><script>parent.alert(1)</script></body></html>',
  createdAt: '2026-11-21T10:05:00.000Z',
};
const passcodeMail: OutboxMail = {
  id: 1,
  to: 'dr.okafor@clinicall.example',
  subject: 'Your Clinicall passcode',
  text: 'Your passcode is 123456.',
  html: '<p>Your passcode is <b>123456</b>.</p>',
  createdAt: '2026-11-21T10:00:00.000Z',
};

function renderPage(mails: () => OutboxMail[] | Response, available = true) {
  mockApi.get('/dev/outbox/status', () => ({ available }));
  mockApi.get('/dev/outbox', mails);
  renderRoutes({
    at: '/admin-dashboard/dev-mailbox',
    account: makeAccount([Role.superAdmin]),
    routes: [{ path: '/admin-dashboard/dev-mailbox', element: <DevMailboxPage /> }],
  });
  return userEvent.setup();
}

describe('development mailbox page', () => {
  test('lists the mails as the server orders them, newest first, with recipient, subject and time', async () => {
    renderPage(() => [resetMail, passcodeMail]);
    const items = await screen.findAllByTestId(TestId.devMailboxItem);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reset your Clinicall password'),
      expect.stringContaining('Your Clinicall passcode'),
    ]);
    expect(items[0]?.textContent).toContain('To sam.jones@clinicall.example');
    expect(
      within(items[0] as HTMLElement)
        .getByText(/2026/)
        .getAttribute('datetime'),
    ).toBe(resetMail.createdAt);
  });

  test('an opened mail shows its HTML in a sandboxed frame that may open tabs but run nothing', async () => {
    const user = renderPage(() => [resetMail]);
    await user.click(await screen.findByTestId(TestId.devMailboxItem));
    const frame = await screen.findByTestId(TestId.devMailboxHtml);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const document = frame.getAttribute('srcdoc') ?? '';
    expect(document).toContain('<base target="_blank">');
    expect(document).toContain("default-src 'none'");
    expect(document).toContain('href="http://localhost:3000/reset/finish?key=abc"');
    // The mail's markup never becomes part of the page itself.
    expect(screen.queryByRole('link', { name: 'Choose a new password' })).toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain('To sam.jones@clinicall.example');
  });

  test('the plain-text part shows its web addresses as links opening a new tab', async () => {
    const user = renderPage(() => [resetMail]);
    await user.click(await screen.findByTestId(TestId.devMailboxItem));
    await user.click(await screen.findByRole('tab', { name: 'Plain text' }));
    const text = await screen.findByTestId(TestId.devMailboxText);
    const link = within(text).getByRole('link');
    expect(link.getAttribute('href')).toBe('http://localhost:3000/reset/finish?key=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(text.textContent).toContain('Hello Sam,');
  });

  test('an empty outbox says so', async () => {
    renderPage(() => []);
    expect(await screen.findByTestId(TestId.devMailboxEmpty)).toBeTruthy();
    expect(screen.getByText('No mail yet')).toBeTruthy();
  });

  test('a failed load shows the error with Try again, which loads the mails', async () => {
    let fail = true;
    const user = renderPage(() =>
      fail
        ? apiError(500, { code: 'INTERNAL', errorMessage: 'The mailbox broke.' })
        : [passcodeMail],
    );
    expect(await screen.findByText('We could not load the mails')).toBeTruthy();
    expect(screen.getByText('The mailbox broke.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your Clinicall passcode')).toBeTruthy();
  });

  test('where the server keeps no mailbox, the page says so and asks for no mail', async () => {
    renderPage(() => [passcodeMail], false);
    expect(await screen.findByTestId(TestId.devMailboxOff)).toBeTruthy();
    await waitFor(() => expect(sentRequests('/dev/outbox/status')).toHaveLength(1));
    expect(sentRequests('/dev/outbox')).toHaveLength(0);
  });
});
