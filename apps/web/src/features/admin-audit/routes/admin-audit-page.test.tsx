import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import {
  AdminAuditMessages,
  type AdminAuditEntry,
} from '@clinicall/shared/admin-audit/admin-audit';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { AdminAuditPage } from './admin-audit-page';

/** The first answer on a busy machine: Mantine's first render alone can take over a second. */
const slow = { timeout: 8000 };
const account = makeAccount([Role.superAdmin], { timeZone: 'UTC' });

const entry = (overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: 1,
  at: '2026-11-20T15:00:00.000Z',
  action: 'admin.clinic.update',
  actor: { id: 1, firstName: 'Sue', lastName: 'Super' },
  actorRole: Role.superAdmin,
  clinic: { id: 5, name: 'Riverside Family Health' },
  target: { type: 'clinic', id: 5 },
  changes: {
    allowMuteAll: { from: false, to: true },
    clientSecret: { from: '••••••', to: '••••••' },
  },
  ip: '198.51.100.20',
  ...overrides,
});

function renderPage() {
  renderRoutes({
    at: '/audit',
    account,
    routes: [{ path: '/audit', element: <AdminAuditPage /> }],
  });
  return userEvent.setup();
}

test('issue 20 point 8: each admin action shows who, when, what, its target and each field old → new; the search and the CSV take the same filter', async () => {
  mockApi.get('/admin/audit', () => ({ content: [entry()], nextCursor: null }));
  mockApi.get('/admin/audit.csv', () => new Response('time_utc\n'));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
  const user = renderPage();
  const [row] = await screen.findAllByTestId(TestId.adminAuditRow, {}, slow);
  const text = within(row!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(text[1]).toContain('Sue Super');
  expect(text[2]).toContain('admin.clinic.update');
  expect(text[2]).toContain('Riverside Family Health');
  expect(text[3]).toBe('clinic 5');
  expect(text[4]).toContain('allowMuteAll false → true');
  expect(text[4]).toContain('clientSecret •••••• → ••••••');
  const form = screen.getByTestId(TestId.adminAuditForm);
  await user.type(within(form).getByRole('textbox', { name: 'Clinic' }), 'riverside');
  await user.type(within(form).getByRole('textbox', { name: 'Done by' }), '1');
  await user.click(within(form).getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(sentRequests('/admin/audit')).toHaveLength(2));
  const searched = new URL(sentRequests('/admin/audit')[1]!.url).searchParams;
  expect(Object.fromEntries(searched)).toEqual({ clinic: 'riverside', actor: '1' });
  await user.click(screen.getByTestId(TestId.adminAuditDownload));
  await waitFor(() => expect(sentRequests('/admin/audit.csv')).toHaveLength(1));
  const downloaded = new URL(sentRequests('/admin/audit.csv')[0]!.url).searchParams;
  expect(Object.fromEntries(downloaded)).toEqual({ clinic: 'riverside', actor: '1' });
});

test('issue 20 point 8: nothing found says so', async () => {
  mockApi.get('/admin/audit', () => ({ content: [], nextCursor: null }));
  renderPage();
  expect((await screen.findByTestId(TestId.adminAuditEmpty, {}, slow)).textContent).toContain(
    AdminAuditMessages.empty,
  );
});
