import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RecordAccessMessages } from '@clinicall/shared/record-access/messages';
import type { RecordVisit } from '@clinicall/shared/record-access/record-access';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';

/** The first answer on a busy machine: Mantine's first render alone can take over a second. */
const slow = { timeout: 8000 };
import { RecordViewsPanel } from './record-views-panel';

const account = makeAccount([Role.patient], { id: 7, timeZone: 'America/New_York' });

function renderPanel(patientId = 7) {
  renderRoutes({
    at: '/profile',
    account,
    routes: [{ path: '/profile', element: <RecordViewsPanel patientId={patientId} /> }],
  });
}

const visit = (overrides: Partial<RecordVisit>): RecordVisit => ({
  key: '1',
  reader: { firstName: 'Elena', lastName: 'Rivera' },
  readerRole: Role.provider,
  actingAssistant: null,
  clinicName: 'Riverside Family Health',
  kinds: ['profile'],
  firstAt: '2026-11-20T15:00:00.000Z',
  lastAt: '2026-11-20T15:00:00.000Z',
  reads: 1,
  ...overrides,
});

test('issue 19 path 5: each visit names the reader, role, assistant, clinic, what was read and when, on the viewer’s clock', async () => {
  mockApi.get('/patients/recordViews', () => ({
    content: [
      visit({
        key: '9',
        kinds: ['profile', 'photo', 'history'],
        lastAt: '2026-11-20T15:04:00.000Z',
        reads: 5,
      }),
      visit({
        key: '4',
        reader: { firstName: 'Marcus', lastName: 'Chen' },
        actingAssistant: { firstName: 'Jordan', lastName: 'Lee' },
        kinds: ['messages', 'someday-new-kind'],
      }),
    ],
    nextCursor: null,
  }));
  renderPanel();
  const [first, second] = await screen.findAllByTestId(TestId.recordVisit, {}, slow);
  expect(first?.textContent).toContain('Elena Rivera');
  expect(first?.textContent).toContain('Provider');
  expect(first?.textContent).toContain('Riverside Family Health');
  expect(first?.textContent).toContain('Profile, Photo, Profile change history');
  // 15:00 UTC is 10:00 in New York; the visit went on until 10:04.
  expect(first?.textContent).toContain('Fri, Nov 20 at 10:00 AM until 10:04 AM');
  expect(within(second!).getByText('Opened by their assistant Jordan Lee')).toBeTruthy();
  expect(second?.textContent).toContain('Messages, Other record data');
  expect(new URL(sentRequests('/patients/recordViews')[0]!.url).searchParams.get('patientId')).toBe(
    '7',
  );
});

test('issue 19 path 5: nobody yet says so in plain words', async () => {
  mockApi.get('/patients/recordViews', () => ({ content: [], nextCursor: null }));
  renderPanel();
  expect((await screen.findByTestId(TestId.recordViewsEmpty, {}, slow)).textContent).toContain(
    RecordAccessMessages.patientEmpty,
  );
});

test('issue 19 path 5: a failed load says so, with Try again', async () => {
  mockApi.get('/patients/recordViews', () =>
    apiError(500, { code: 'INTERNAL', errorMessage: 'Something went wrong.' }),
  );
  renderPanel();
  const error = await screen.findByTestId(TestId.loadError, {}, slow);
  expect(error.textContent).toContain(RecordAccessMessages.patientLoadFailed);
  expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('issue 19 path 5: Load more asks for the page after the cursor', async () => {
  mockApi.get('/patients/recordViews', ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    return cursor === null
      ? { content: [visit({ key: '2' })], nextCursor: '1700000000000000.2' }
      : {
          content: [visit({ key: '1', reader: { firstName: 'Ada', lastName: 'Older' } })],
          nextCursor: null,
        };
  });
  renderPanel();
  const more = await screen.findByTestId(TestId.recordViewsMore, {}, slow);
  more.click();
  expect(await screen.findByText('Ada Older')).toBeTruthy();
  expect(screen.getAllByTestId(TestId.recordVisit)).toHaveLength(2);
  expect(screen.queryByTestId(TestId.recordViewsMore)).toBeNull();
});
