import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { mockConfigs } from '../../../test/site-configs';
import { RequestsPage } from './requests-page';
import { UpcomingPage } from './upcoming-page';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// C76: accepting needs a supported browser; jsdom's own user agent is not one.
beforeEach(() => {
  mockConfigs();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ZONE = 'America/New_York';

interface Setup {
  rows: Encounter[];
  role?: Role;
  clinics?: ClinicSummary[];
  page?: 'requests' | 'upcoming';
}

function renderPage({ rows, role = Role.provider, clinics = [makeClinic()], page }: Setup) {
  const account = makeAccount([role], { timeZone: ZONE });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, clinics));
  mockApi.get('/encounters', ({ request }) => pageOf(rows, request));
  mockApi.get('/encounters/requests', ({ request }) => pageOf(rows, request));
  const at = page === 'upcoming' ? Paths.appointments : Paths.appointmentRequests;
  renderRoutes({
    at,
    account,
    routes: [{ path: at, element: page === 'upcoming' ? <UpcomingPage /> : <RequestsPage /> }],
  });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

test('C92 C74 requests come from the request-window list, 15 a page, with Accept and Decline', async () => {
  renderPage({ rows: [makeEncounter({ status: 'REQUESTED' })] });
  const row = await screen.findByTestId(TestId.appointmentRow);
  expect(new URL(sentRequests('/encounters/requests')[0]!.url).searchParams.get('size')).toBe('15');
  expect(within(row).getByTestId(TestId.appointmentAccept).textContent).toBe('Accept');
  expect(within(row).getByTestId(TestId.appointmentDecline).textContent).toBe('Decline');
  expect(within(row).queryByTestId(TestId.appointmentCancel)).toBeNull();
});

test('C75 Accept is not offered on a request the viewer made', async () => {
  renderPage({ rows: [makeEncounter({ status: 'REQUESTED', ownedByLogguedUser: true })] });
  const row = await screen.findByTestId(TestId.appointmentRow);
  expect(within(row).queryByTestId(TestId.appointmentAccept)).toBeNull();
  expect(within(row).queryByTestId(TestId.appointmentDecline)).toBeNull();
});

test('C78 Accept posts the encounter id and ACCEPTED, then the list reloads', async () => {
  const request = makeEncounter({ status: 'REQUESTED' });
  mockApi.post('/encounters/status', () => ({ ...request, status: 'ACCEPTED' }));
  renderPage({ rows: [request] });
  await userEvent.click(await screen.findByTestId(TestId.appointmentAccept));
  await waitFor(() => expect(sentRequests('/encounters/status')).toHaveLength(1));
  expect(await sentRequests('/encounters/status')[0]!.json()).toEqual({
    id: request.id,
    status: 'ACCEPTED',
  });
  await waitFor(() => expect(sentRequests('/encounters/requests').length).toBeGreaterThan(1));
});

test('C76 a browser that cannot run the visit is shown "Not supported" instead of accepting', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
  );
  const [first, second] = [
    makeEncounter({ status: 'REQUESTED' }),
    makeEncounter({ status: 'REQUESTED' }),
  ];
  renderPage({ rows: [first, second] });
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentAccept)).toHaveLength(2));
  await userEvent.click(screen.getAllByTestId(TestId.appointmentAccept)[1]!);
  // The modal's frame mounts before its content: wait for the text itself.
  const dialog = await screen.findByTestId(TestId.unsupportedBrowserDialog);
  await waitFor(() => expect(dialog.textContent).toContain('Not supported'));
  expect(sentRequests('/encounters/status')).toHaveLength(0);
  // Issue 21: the link to copy is the room page of the visit chosen (the second row), not the
  // list's own address nor another row's.
  const link = within(dialog).getByLabelText<HTMLInputElement>('Room link');
  expect(link.value).toBe(`${window.location.origin}/appointments/${second.id}/room`);
});

test('D36 issue 21: Join from a browser that cannot run the visit shows "Not supported" and starts nothing', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new Error('not in tests')) },
  });
  const visit = makeEncounter({ status: 'ACCEPTED', startTime: minutesFromNow(5) });
  renderPage({ rows: [visit], page: 'upcoming' });
  await userEvent.click(await screen.findByTestId(TestId.appointmentJoin));
  const dialog = await screen.findByTestId(TestId.unsupportedBrowserDialog);
  await waitFor(() => expect(dialog.textContent).toContain('Not supported'));
  const link = within(dialog).getByLabelText<HTMLInputElement>('Room link');
  expect(link.value).toMatch(new RegExp(`/appointments/${visit.id}/room$`));
  expect(sentRequests('/encounters/status')).toHaveLength(0);
  expect(sentRequests(`/encounterRoomUrl/${visit.id}`)).toHaveLength(0);
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

test('C80 Decline requires a reason and posts it as cancelReason', async () => {
  const request = makeEncounter({ status: 'REQUESTED' });
  mockApi.post('/encounters/status', () => ({ ...request, status: 'DECLINED' }));
  renderPage({ rows: [request] });
  await userEvent.click(await screen.findByTestId(TestId.appointmentDecline));
  const dialog = await screen.findByTestId(TestId.changeAppointmentDialog);
  // The modal's body mounts after its root.
  await within(dialog).findByTestId(TestId.changeAppointmentReason);
  await userEvent.click(within(dialog).getByTestId(TestId.changeAppointmentSubmit));
  expect(await within(dialog).findByText('Please enter a reason.')).toBeTruthy();
  expect(sentRequests('/encounters/status')).toHaveLength(0);
  // One change event: typing key by key only slows the test.
  fireEvent.change(within(dialog).getByTestId(TestId.changeAppointmentReason), {
    target: { value: 'Out of the office' },
  });
  await userEvent.click(within(dialog).getByTestId(TestId.changeAppointmentSubmit));
  await waitFor(() => expect(sentRequests('/encounters/status')).toHaveLength(1));
  expect(await sentRequests('/encounters/status')[0]!.json()).toEqual({
    id: request.id,
    status: 'DECLINED',
    cancelReason: 'Out of the office',
  });
});

test('C80 a refused change shows the server’s message in the dialog', async () => {
  const confirmed = makeEncounter({ startTime: minutesFromNow(120) });
  mockApi.post('/encounters/status', () =>
    apiError(409, {
      code: 'CONFLICT',
      errorMessage: 'This appointment can no longer be changed this way.',
    }),
  );
  renderPage({ rows: [confirmed], page: 'upcoming' });
  await userEvent.click(await screen.findByTestId(TestId.appointmentCancel));
  const dialog = await screen.findByTestId(TestId.changeAppointmentDialog);
  // The modal's body mounts after its root.
  await within(dialog).findByTestId(TestId.changeAppointmentReason);
  // One change event: typing key by key only slows the test.
  fireEvent.change(within(dialog).getByTestId(TestId.changeAppointmentReason), {
    target: { value: 'Sick' },
  });
  await userEvent.click(within(dialog).getByTestId(TestId.changeAppointmentSubmit));
  expect(
    await within(dialog).findByText('This appointment can no longer be changed this way.'),
  ).toBeTruthy();
});

test('C74 C81 a confirmed appointment offers Cancel until 15 minutes before start', async () => {
  renderPage({
    page: 'upcoming',
    rows: [
      makeEncounter({ startTime: minutesFromNow(16) }),
      makeEncounter({ startTime: minutesFromNow(14) }),
    ],
  });
  const rows = await screen.findAllByTestId(TestId.appointmentRow);
  expect(within(rows[0]!).getByTestId(TestId.appointmentCancel).textContent).toBe('Cancel');
  expect(within(rows[1]!).queryByTestId(TestId.appointmentCancel)).toBeNull();
  // Spec 1 §4: the mm:ss countdown shows in the last 15 minutes.
  expect(within(rows[1]!).getByTestId(TestId.appointmentCountdown).textContent).toMatch(
    /^1[34]:\d\d$/,
  );
});

test('C81 a patient may cancel only where the clinic has scheduling enabled', async () => {
  renderPage({
    page: 'upcoming',
    role: Role.patient,
    clinics: [
      makeClinic({ id: 1 }),
      makeClinic({ id: 2, patientScheduleAppointmentEnabled: false }),
    ],
    rows: [
      makeEncounter({ clinicId: 1, startTime: minutesFromNow(120) }),
      makeEncounter({ clinicId: 2, startTime: minutesFromNow(120) }),
    ],
  });
  const rows = await screen.findAllByTestId(TestId.appointmentRow);
  await waitFor(() =>
    expect(within(rows[0]!).queryByTestId(TestId.appointmentCancel)).not.toBeNull(),
  );
  expect(within(rows[1]!).queryByTestId(TestId.appointmentCancel)).toBeNull();
});

test('C88 C90 a row shows its type icon, the zoned date, the time range and view encounter', async () => {
  renderPage({
    page: 'upcoming',
    rows: [makeEncounter({ startTime: '2030-01-15T15:00:00.000Z', whatIsWrong: 'Migraine' })],
  });
  const row = await screen.findByTestId(TestId.appointmentRow);
  expect(within(row).getByRole('img', { name: 'Video Exam' })).toBeTruthy();
  expect(within(row).getByTestId(TestId.appointmentDate).textContent).toBe(
    'Tue, Jan 15 at 10:00 AM',
  );
  expect(within(row).getByTestId(TestId.appointmentTimeRange).textContent).toBe(
    '10:00 AM – 10:30 AM',
  );
  await userEvent.click(within(row).getByTestId(TestId.appointmentView));
  const summary = await screen.findByTestId(TestId.encounterSummaryDialog);
  expect(await within(summary).findByText('Migraine')).toBeTruthy();
});
