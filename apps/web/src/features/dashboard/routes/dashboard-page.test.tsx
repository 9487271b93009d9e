import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Role } from '@clinicall/shared/roles';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { mockApi, sentRequests, server } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

interface Lists {
  confirmed?: Encounter[];
  today?: Encounter[];
  pending?: Encounter[];
}

function renderDashboard(
  role: Role,
  lists: Lists = {},
  clinics: ClinicSummary[] = [],
  at = '/',
  guideHash: string | null = null,
) {
  const account = makeAccount([role]);
  server.use(http.get('/api/guide/own', () => HttpResponse.json({ hash: guideHash })));
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, clinics));
  mockApi.get('/encounters/confirmed', ({ request }) => pageOf(lists.confirmed ?? [], request));
  mockApi.get('/encounters/today', ({ request }) => pageOf(lists.today ?? [], request));
  mockApi.get('/encounters/requests', ({ request }) => pageOf(lists.pending ?? [], request));
  mockApi.get('/encounters/counters', () => ({
    confirmed: lists.confirmed?.length ?? 0,
    today: role === Role.provider ? (lists.today?.length ?? 0) : null,
    pending: lists.pending?.length ?? 0,
  }));
  mockApi.get('/recentUnreadTopics', () => ({ count: 0, topics: [] }));
  const path = new URL(at, 'http://x').pathname;
  renderRoutes({ at, account, routes: [{ path, element: <DashboardPage /> }] });
}

const tabTexts = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

test('C93 C94 a provider sees Confirmed, Today and Pending, each with its counter', async () => {
  renderDashboard(Role.provider, {
    confirmed: [makeEncounter(), makeEncounter()],
    today: [makeEncounter()],
    pending: [],
  });
  await waitFor(() => expect(tabTexts()).toEqual(['Confirmed2', 'Today1', 'Pending0']), {
    timeout: 3000,
  });
  expect(await screen.findAllByTestId(TestId.appointmentRow)).toHaveLength(2);
  expect((await screen.findByTestId(TestId.profileName)).textContent).toBe('Jane Doe');
});

test('C93 /profile?allExpanded shows every list at once, each titled with its counter', async () => {
  renderDashboard(
    Role.provider,
    { confirmed: [makeEncounter()], today: [makeEncounter()], pending: [makeEncounter()] },
    [],
    '/profile?allExpanded=true',
  );
  const tabs = await screen.findByTestId(TestId.dashboardTabs);
  expect(tabs.getAttribute('data-expanded')).toBe('true');
  expect(screen.queryAllByRole('tab')).toHaveLength(0);
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(3));
  for (const [testId, text] of [
    [TestId.tabConfirmed, 'Confirmed1'],
    [TestId.tabToday, 'Today1'],
    [TestId.tabPending, 'Pending1'],
  ] as const) {
    await waitFor(() => expect(within(tabs).getByTestId(testId).textContent).toContain(text));
  }
});

test('C93 without allExpanded (or with allExpanded=false) the dashboard shows tabs', async () => {
  renderDashboard(Role.patient, {}, [], '/profile?allExpanded=false');
  await waitFor(() => expect(tabTexts()).toEqual(['Confirmed0', 'Pending0']), { timeout: 3000 });
});

test('C94 a patient has no Today tab and never asks for its list', async () => {
  renderDashboard(Role.patient);
  await waitFor(() => expect(tabTexts()).toEqual(['Confirmed0', 'Pending0']), { timeout: 3000 });
  expect(sentRequests('/encounters/today')).toHaveLength(0);
});

test('C91 an empty tab says "No appointments found."', async () => {
  renderDashboard(Role.provider);
  expect((await screen.findByTestId(TestId.appointmentsEmpty)).textContent).toContain(
    'No appointments found.',
  );
});

test('C95 a tab starts with 5 appointments and grows by 5 per load', async () => {
  const confirmed = Array.from({ length: 12 }, (_, i) =>
    makeEncounter({ startTime: `2030-01-${String(10 + i)}T15:00:00.000Z` }),
  );
  renderDashboard(Role.provider, { confirmed });
  expect(await screen.findAllByTestId(TestId.appointmentRow)).toHaveLength(5);
  await userEvent.click(screen.getByTestId(TestId.appointmentsLoadMore));
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(10));
  await userEvent.click(screen.getByTestId(TestId.appointmentsLoadMore));
  await waitFor(() => expect(screen.getAllByTestId(TestId.appointmentRow)).toHaveLength(12));
  expect(screen.queryByTestId(TestId.appointmentsLoadMore)).toBeNull();
  const sizes = sentRequests('/encounters/confirmed').map((request) =>
    new URL(request.url).searchParams.get('size'),
  );
  expect(new Set(sizes)).toEqual(new Set(['5']));
});

test('C96 C53 a patient sees shortcuts, with booking only where the clinic allows it', async () => {
  renderDashboard(Role.patient, {}, [makeClinic({ patientScheduleAppointmentEnabled: false })]);
  const panel = await screen.findByTestId(TestId.shortcutsPanel);
  await within(panel).findByText('My appointments');
  expect(within(panel).queryByText('Book an appointment')).toBeNull();
});

test('C53 the booking shortcut shows when the clinic has scheduling enabled', async () => {
  renderDashboard(Role.patient, {}, [makeClinic()]);
  const panel = await screen.findByTestId(TestId.shortcutsPanel);
  expect(await within(panel).findByText('Book an appointment')).toBeTruthy();
});

test('C96 C97 a provider has the profile panel and no shortcuts', async () => {
  renderDashboard(Role.provider);
  expect(await screen.findByTestId(TestId.profilePanel)).toBeTruthy();
  expect(screen.queryByTestId(TestId.shortcutsPanel)).toBeNull();
});

test('C97 a patient sees the profile panel too', async () => {
  renderDashboard(Role.patient);
  expect(await screen.findByTestId(TestId.profilePanel)).toBeTruthy();
});

test("A44 a patient's own profile has a Password row whose Change opens the change-password dialog", async () => {
  renderDashboard(Role.patient);
  await userEvent.click(await screen.findByTestId(TestId.profilePasswordChange));
  expect(await screen.findByTestId(TestId.changePasswordDialog)).toBeTruthy();
});

test("A44 a provider's profile panel has no Password row", async () => {
  renderDashboard(Role.provider);
  await screen.findByTestId(TestId.profileName);
  expect(screen.queryByTestId(TestId.profilePasswordChange)).toBeNull();
});

test('I25 a patient whose clinic offers an experience guide has a shortcut to it', async () => {
  renderDashboard(Role.patient, {}, [makeClinic()], '/', '12.signature');
  const shortcut = await screen.findByTestId(TestId.experienceGuideOpen);
  expect(shortcut.getAttribute('href')).toBe('/experience-guide?hash=12.signature');
});

test('I25 B26 without a guide (builder off) there is no shortcut', async () => {
  renderDashboard(Role.patient, {}, [makeClinic()]);
  expect(await screen.findByText('My appointments')).toBeTruthy();
  await waitFor(() => expect(sentRequests('/guide/own')).toHaveLength(1));
  expect(screen.queryByTestId(TestId.experienceGuideOpen)).toBeNull();
});

test('issue 23 a provider whose clinic has remote monitoring sees the monitoring alerts card; a patient never does', async () => {
  mockApi.get('/monitoring/alerts', () => []);
  const monitoring = [makeClinic({ allowRemotePatientMonitoring: true })];
  renderDashboard(Role.provider, {}, monitoring);
  expect(await screen.findByTestId(TestId.rpmAlertsCard)).toBeTruthy();
});

test('issue 23 a patient in a monitoring clinic has no alerts card', async () => {
  renderDashboard(Role.patient, {}, [makeClinic({ allowRemotePatientMonitoring: true })]);
  await screen.findByTestId(TestId.shortcutsPanel);
  expect(screen.queryByTestId(TestId.rpmAlertsCard)).toBeNull();
  expect(sentRequests('/monitoring/alerts')).toHaveLength(0);
});
