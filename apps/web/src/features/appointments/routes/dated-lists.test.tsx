import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { dayBounds, dayOf, shiftDay } from '../../../lib/zoned-time';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { PastPage } from './past-page';
import { UpcomingPage } from './upcoming-page';

const ZONE = 'America/New_York';

function renderList(page: 'upcoming' | 'past', rows: Encounter[], role: Role = Role.provider) {
  const account = makeAccount([role], { timeZone: ZONE });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, [makeClinic()]));
  mockApi.get('/encounters', ({ request }) => pageOf(rows, request));
  const at = page === 'upcoming' ? Paths.appointments : Paths.pastAppointments;
  return renderRoutes({
    at,
    account,
    routes: [{ path: at, element: page === 'upcoming' ? <UpcomingPage /> : <PastPage /> }],
  });
}

const lastQuery = () => {
  const requests = sentRequests('/encounters');
  return new URL(requests.at(-1)!.url).searchParams;
};

const today = () => dayOf(new Date(), ZONE);
const readable = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('C85 C86 upcoming asks for today through 29 days ahead, 15 per page, start time descending', async () => {
  renderList('upcoming', []);
  await screen.findByTestId(TestId.appointmentsEmpty);
  const query = lastQuery();
  const bounds = dayBounds(today(), shiftDay(today(), { days: 29 }), ZONE);
  expect(query.get('from')).toBe(bounds.from);
  expect(query.get('to')).toBe(bounds.to);
  expect(query.get('size')).toBe('15');
  expect(query.get('sort')).toBe('startTime,desc');
  expect(query.get('status')).toBe('ACCEPTED,PROVIDER_STARTED,PATIENT_STARTED,STARTED');
  // C85: the range reads MMM D, YYYY.
  const range = screen.getByTestId(TestId.appointmentsRange);
  expect(range.textContent).toContain(readable(today()));
  expect(range.textContent).toContain(readable(shiftDay(today(), { days: 29 })));
});

test('C85 the quick ranges are Next 7 Days, Next 30 Days, Next 3 Months and Next Year', async () => {
  renderList('upcoming', []);
  await screen.findByTestId(TestId.appointmentsEmpty);
  await userEvent.click(screen.getByTestId(TestId.appointmentsRange));
  for (const label of ['Next 7 Days', 'Next 30 Days', 'Next 3 Months', 'Next Year']) {
    expect(await screen.findByText(label)).toBeTruthy();
  }
  await userEvent.click(screen.getByText('Next 7 Days'));
  await waitFor(() =>
    expect(lastQuery().get('to')).toBe(dayBounds(today(), shiftDay(today(), { days: 6 }), ZONE).to),
  );
});

test('C84 upcoming rows are grouped under a heading per day in the viewer’s zone', async () => {
  renderList('upcoming', [
    makeEncounter({ startTime: '2030-01-15T15:00:00.000Z' }),
    makeEncounter({ startTime: '2030-01-15T18:00:00.000Z' }),
    // 01:00 UTC on the 17th is still the 16th in New York.
    makeEncounter({ startTime: '2030-01-17T01:00:00.000Z' }),
  ]);
  const days = await screen.findAllByTestId(TestId.appointmentDay);
  expect(days).toHaveLength(2);
  expect(days[0]!.textContent).toContain('Tuesday, January 15, 2030');
  expect(within(days[0]!).getAllByTestId(TestId.appointmentRow)).toHaveLength(2);
  expect(days[1]!.textContent).toContain('Wednesday, January 16, 2030');
});

test('C84 keyword search is sent as searchValue once typing pauses', async () => {
  renderList('upcoming', []);
  await screen.findByTestId(TestId.appointmentsEmpty);
  fireEvent.change(screen.getByTestId(TestId.appointmentsSearch), {
    target: { value: 'house' },
  });
  await waitFor(() => expect(lastQuery().get('searchValue')).toBe('house'), { timeout: 2000 });
});

test('C86 upcoming loads 15 more as the list scrolls', async () => {
  const rows = Array.from({ length: 20 }, (_, i) =>
    makeEncounter({ startTime: `2030-02-${String(i + 1).padStart(2, '0')}T15:00:00.000Z` }),
  );
  renderList('upcoming', rows);
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(15));
  await userEvent.click(screen.getByTestId(TestId.appointmentsLoadMore));
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(20));
  expect(lastQuery().get('page')).toBe('1');
});

test('C86 patients sort by provider name, specialty or start time; providers have no sort', async () => {
  renderList('upcoming', [], Role.patient);
  await screen.findByTestId(TestId.appointmentsEmpty);
  await userEvent.click(screen.getByTestId(TestId.appointmentsSort));
  await userEvent.click(await screen.findByText('Provider name'));
  await waitFor(() => expect(lastQuery().get('sort')).toBe('providerName,asc'));
  await userEvent.click(screen.getByTestId(TestId.appointmentsSort));
  await userEvent.click(await screen.findByText('Provider specialty'));
  await waitFor(() => expect(lastQuery().get('sort')).toBe('specialty,asc'));
});

test('C60 issue 21: a family head’s list names the family member on each of their visits, not on the head’s own', async () => {
  const own = makeEncounter({
    patient: { id: 7, firstName: 'Jane', lastName: 'Doe', email: 'jane@x.org', isActiveRPM: false },
  });
  const daughter = makeEncounter({
    patient: { id: 21, firstName: 'Mia', lastName: 'Doe', email: 'mia@x.org', isActiveRPM: false },
  });
  renderList('upcoming', [own, daughter], Role.patient);
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(2));
  const named = screen.getAllByTestId(TestId.appointmentFamilyMember);
  expect(named.map((line) => line.textContent)).toEqual(['For Mia Doe (family member)']);
  expect(named[0]!.closest('li')).toBe(screen.getAllByTestId(TestId.appointmentRow)[1]);
});

test('C86 a provider’s list has no sort', async () => {
  renderList('upcoming', []);
  await screen.findByTestId(TestId.appointmentsEmpty);
  expect(screen.queryByTestId(TestId.appointmentsSort)).toBeNull();
});

test('C87 past asks for the last 29 days through today, 20 per page, concluded only', async () => {
  renderList('past', []);
  await screen.findByTestId(TestId.appointmentsEmpty);
  const query = lastQuery();
  const bounds = dayBounds(shiftDay(today(), { days: -29 }), today(), ZONE);
  expect(query.get('from')).toBe(bounds.from);
  expect(query.get('to')).toBe(bounds.to);
  expect(query.get('size')).toBe('20');
  expect(query.get('finishedEType')).toBe('APPOINTMENT_CONCLUDED');
  expect(query.get('status')).toBe('FINISHED');
  await userEvent.click(screen.getByTestId(TestId.appointmentsRange));
  for (const label of ['Last 7 Days', 'Last 30 Days', 'Last 3 Months', 'Last Year']) {
    expect(await screen.findByText(label)).toBeTruthy();
  }
});

test('C89 a past video appointment that had a room start shows its duration, and no buttons', async () => {
  renderList('past', [
    makeEncounter({
      status: 'FINISHED',
      startTime: '2020-01-15T15:00:00.000Z',
      roomStartTime: '2020-01-15T15:02:00.000Z',
      roomEndTime: '2020-01-15T15:24:00.000Z',
    }),
  ]);
  expect((await screen.findByTestId(TestId.appointmentDuration)).textContent).toBe('22 min');
  expect(screen.queryByTestId(TestId.appointmentCancel)).toBeNull();
});

test('C91 an empty list says "No appointments found."', async () => {
  renderList('upcoming', []);
  expect((await screen.findByTestId(TestId.appointmentsEmpty)).textContent).toContain(
    'No appointments found.',
  );
});

test('a list that fails to load says so and offers Try again', async () => {
  const account = makeAccount([Role.provider], { timeZone: ZONE });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account));
  mockApi.get('/encounters', () =>
    apiError(403, { code: 'FORBIDDEN', errorMessage: 'You are not allowed to view this data' }),
  );
  renderRoutes({
    at: Paths.appointments,
    account,
    routes: [{ path: Paths.appointments, element: <UpcomingPage /> }],
  });
  const error = await screen.findByTestId(TestId.loadError);
  expect(error.textContent).toContain('We could not load your appointments');
  expect(error.textContent).toContain('You are not allowed to view this data');
  expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('G4 a provider of a monitoring clinic can keep RPM patients only (searchRpmPatient=true), and monitored patients carry a mark', async () => {
  const account = makeAccount([Role.provider], { timeZone: ZONE });
  mockApi.get('/getLoggedUser', () =>
    loggedUserOf(account, [makeClinic({ allowRemotePatientMonitoring: true })]),
  );
  const monitored = makeEncounter({
    id: 1,
    patient: { id: 20, firstName: 'Pat', lastName: 'Doe', email: 'p@x.org', isActiveRPM: true },
  });
  const other = makeEncounter({ id: 2 });
  mockApi.get('/encounters', ({ request }) =>
    pageOf(
      new URL(request.url).searchParams.get('searchRpmPatient') === 'true'
        ? [monitored]
        : [monitored, other],
      request,
    ),
  );
  renderRoutes({
    at: Paths.appointments,
    account,
    routes: [{ path: Paths.appointments, element: <UpcomingPage /> }],
  });
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(2));
  expect(lastQuery().has('searchRpmPatient')).toBe(false);
  const marks = screen.getAllByTestId(TestId.rpmPatientMark);
  expect(marks).toHaveLength(1);
  expect(marks[0]!.getAttribute('aria-label')).toBe('Under remote patient monitoring');

  await userEvent.setup().click(screen.getByRole('switch', { name: 'RPM patients only' }));
  await waitFor(() => expect(lastQuery().get('searchRpmPatient')).toBe('true'));
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(1));
});

test('G4 a provider without a monitoring clinic has no RPM filter', async () => {
  renderList('upcoming', [makeEncounter()]);
  await screen.findByTestId(TestId.appointmentRow);
  expect(screen.queryByTestId(TestId.rpmPatientsFilter)).toBeNull();
});

test('G4 a patient sees neither the RPM mark nor the filter', async () => {
  const monitored = makeEncounter({
    patient: { id: 20, firstName: 'Pat', lastName: 'Doe', email: 'p@x.org', isActiveRPM: true },
  });
  renderList('upcoming', [monitored], Role.patient);
  await screen.findByTestId(TestId.appointmentRow);
  expect(screen.queryByTestId(TestId.rpmPatientMark)).toBeNull();
  expect(screen.queryByTestId(TestId.rpmPatientsFilter)).toBeNull();
});
