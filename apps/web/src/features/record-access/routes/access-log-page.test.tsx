import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { RecordAccessMessages } from '@clinicall/shared/record-access/messages';
import type { AccessLogEntry } from '@clinicall/shared/record-access/record-access';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';

/** The first answer on a busy machine: Mantine's first render alone can take over a second. */
const slow = { timeout: 8000 };
import { AccessLogPage } from './access-log-page';

const account = makeAccount([Role.clinicAdmin], { timeZone: 'UTC' });

const entry = (overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id: 1,
  at: '2026-11-20T15:00:00.000Z',
  patient: { id: 7, firstName: 'Sam', lastName: 'Jones' },
  reader: { id: 3, firstName: 'Elena', lastName: 'Rivera' },
  readerRole: Role.provider,
  actingAssistant: null,
  kind: 'profile',
  recordId: null,
  route: '/api/patient/:id/profile',
  ip: '192.0.2.10',
  ...overrides,
});

function renderPage() {
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, [makeClinic({ id: 5 })]));
  renderRoutes({
    at: '/log',
    account,
    routes: [{ path: '/log', element: <AccessLogPage /> }],
  });
  return userEvent.setup();
}

test('issue 19 path 5: the log of the admin’s clinic shows who read which patient, what, when and from where', async () => {
  mockApi.get('/clinic/:id/accessLog', () => ({
    content: [
      entry({
        id: 2,
        actingAssistant: { id: 4, firstName: 'Jordan', lastName: 'Lee' },
        kind: 'attachment',
        recordId: '41',
      }),
      entry(),
    ],
    nextCursor: null,
  }));
  renderPage();
  const rows = await screen.findAllByTestId(TestId.accessLogRow, {}, slow);
  expect(rows).toHaveLength(2);
  const cells = within(rows[0]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual([
    'Fri, Nov 20 at 3:00 PM',
    'Sam Jonesid 7',
    'Elena Riveraid 3Provider, opened by assistant Jordan Lee',
    'An attachmentrecord 41',
    '192.0.2.10',
  ]);
  expect(new URL(sentRequests('/clinic/5/accessLog')[0]!.url).search).toBe('');
});

test('issue 19 path 5: Search sends the patient and the reader, trimmed; Download CSV fetches the same filter', async () => {
  mockApi.get('/clinic/:id/accessLog', () => ({ content: [], nextCursor: null }));
  mockApi.get('/clinic/:id/accessLog.csv', () => new Response('time_utc\n', { status: 200 }));
  const createObjectURL = vi.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const user = renderPage();
  expect((await screen.findByTestId(TestId.accessLogEmpty, {}, slow)).textContent).toContain(
    RecordAccessMessages.adminEmpty,
  );
  await user.type(screen.getByRole('textbox', { name: 'Patient' }), ' sam jones ');
  await user.type(screen.getByRole('textbox', { name: 'Read by' }), '3');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(sentRequests('/clinic/5/accessLog')).toHaveLength(2));
  const searched = new URL(sentRequests('/clinic/5/accessLog')[1]!.url).searchParams;
  expect(Object.fromEntries(searched)).toEqual({ patient: 'sam jones', reader: '3' });

  await user.click(screen.getByTestId(TestId.accessLogDownload));
  await waitFor(() => expect(sentRequests('/clinic/5/accessLog.csv')).toHaveLength(1));
  const downloaded = new URL(sentRequests('/clinic/5/accessLog.csv')[0]!.url).searchParams;
  expect(Object.fromEntries(downloaded)).toEqual({ patient: 'sam jones', reader: '3' });
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
});

test('issue 19 path 5: a refused or failed load says so, with Try again', async () => {
  mockApi.get('/clinic/:id/accessLog', () =>
    apiError(403, {
      code: 'CLINIC_FORBIDDEN',
      errorMessage: 'You are not allowed to access this resource.',
    }),
  );
  renderPage();
  const error = await screen.findByTestId(TestId.loadError, {}, slow);
  expect(error.textContent).toContain(RecordAccessMessages.adminLoadFailed);
  expect(error.textContent).toContain('You are not allowed to access this resource.');
});
