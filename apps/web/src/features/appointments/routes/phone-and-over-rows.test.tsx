import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic, makePatientProfile } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { mockConfigs } from '../../../test/site-configs';
import { UpcomingPage } from './upcoming-page';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

beforeEach(() => {
  mockConfigs();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderUpcoming(rows: Encounter[]) {
  const account = makeAccount([Role.provider], { timeZone: 'America/New_York' });
  // The clinic shows providers the patient-in-room light (D15).
  const clinic = makeClinic({ allowPatientInRoomLight: true });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, [clinic]));
  mockApi.get('/encounters', ({ request }) => pageOf(rows, request));
  renderRoutes({
    at: Paths.appointments,
    account,
    routes: [{ path: Paths.appointments, element: <UpcomingPage /> }],
  });
}

test('D11 issue 21 defect 7: Join on a phone call starts it and says whom to call, at which number', async () => {
  const call = makeEncounter({ type: 'AUDIO', status: 'ACCEPTED', startTime: minutesFromNow(5) });
  mockApi.post('/encounters/status', () => ({ ...call, status: 'PROVIDER_STARTED' }));
  mockApi.get('/patient/:id/profile', () =>
    makePatientProfile({ id: call.patient.id, telephoneNumber: '5551234567' }),
  );
  renderUpcoming([call]);
  await userEvent.click(await screen.findByTestId(TestId.appointmentJoin));
  const dialog = await screen.findByTestId(TestId.phoneCallStartedDialog);
  await waitFor(() =>
    expect(dialog.textContent).toContain('Call Pat Doe now at +1 (555) 123-4567.'),
  );
  expect(within(dialog).getByRole('link', { name: '+1 (555) 123-4567' }).getAttribute('href')).toBe(
    'tel:+15551234567',
  );
  expect(await sentRequests('/encounters/status')[0]!.json()).toEqual({
    id: call.id,
    status: 'PROVIDER_STARTED',
  });
  expect(sentRequests(`/encounterRoomUrl/${call.id}`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByTestId(TestId.phoneCallStartedDialog)).toBeNull());
});

test('D11 a phone call to a patient with no number on file points to their e-mail', async () => {
  const call = makeEncounter({ type: 'AUDIO', status: 'ACCEPTED', startTime: minutesFromNow(5) });
  mockApi.post('/encounters/status', () => ({ ...call, status: 'PROVIDER_STARTED' }));
  mockApi.get('/patient/:id/profile', () =>
    makePatientProfile({ id: call.patient.id, telephoneNumber: '' }),
  );
  renderUpcoming([call]);
  await userEvent.click(await screen.findByTestId(TestId.appointmentJoin));
  const dialog = await screen.findByTestId(TestId.phoneCallStartedDialog);
  await waitFor(() =>
    expect(dialog.textContent).toContain(
      'Pat Doe has no phone number on file. Reach them by e-mail at pat@example.org.',
    ),
  );
});

test('D8 D15 issue 21 defect 7: visits that are over offer no Join, Send Message or presence light; a running call still does', async () => {
  const start = minutesFromNow(-60);
  const end = minutesFromNow(-30);
  const startedPhoneCall = makeEncounter({
    type: 'AUDIO',
    status: 'PROVIDER_STARTED',
    startTime: start,
    endTime: end,
  });
  const endedRoom = makeEncounter({
    status: 'STARTED',
    startTime: start,
    endTime: end,
    roomStartTime: start,
    roomEndTime: minutesFromNow(-29),
  });
  const running = makeEncounter({
    patient: {
      id: 21,
      firstName: 'Rita',
      lastName: 'Running',
      email: 'rita@example.org',
      isActiveRPM: false,
    },
    status: 'STARTED',
    startTime: start,
    endTime: end,
    roomStartTime: start,
    roomEndTime: null,
  });
  renderUpcoming([startedPhoneCall, endedRoom, running]);
  const rows = await screen.findAllByTestId(TestId.appointmentRow);
  expect(rows).toHaveLength(3);
  const offered = (id: TestId) => rows.map((row) => within(row).queryByTestId(id) !== null);
  for (const id of [
    TestId.appointmentJoin,
    TestId.appointmentSendMessage,
    TestId.appointmentPresence,
  ]) {
    expect(offered(id).filter(Boolean), id).toHaveLength(1);
  }
  const runningRow = rows.find((row) => within(row).queryByTestId(TestId.appointmentJoin));
  expect(runningRow?.textContent).toContain('Rita Running');
  expect(within(runningRow!).getByTestId(TestId.appointmentSendMessage)).toBeTruthy();
  expect(within(runningRow!).getByTestId(TestId.appointmentPresence)).toBeTruthy();
});
