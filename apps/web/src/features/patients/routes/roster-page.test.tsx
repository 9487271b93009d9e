import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { RosterPatient } from '@clinicall/shared/people/roster';
import { Role } from '@clinicall/shared/roles';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { RosterPage } from './roster-page';

const patient = (
  id: number,
  firstName: string,
  extra: Partial<RosterPatient> = {},
): RosterPatient => ({
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName: 'Jones',
  gender: 'female',
  dateOfBirth: '1990-12-25',
  imagePath: null,
  lastAppointmentDate: null,
  isFamilyMember: false,
  headPatientId: null,
  ...extra,
});

beforeAll(() => overlaysMounted());

/**
 * `answered`, when given, holds back the roster's answers until it settles (a slow network);
 * `network`: whether a clinic of the provider has the provider network on.
 */
function renderRoster(
  content: RosterPatient[],
  answered: Promise<void> = Promise.resolve(),
  network = false,
) {
  const account = makeAccount([Role.provider], { timeZone: 'Asia/Tokyo' });
  mockApi.get('/getLoggedUser', () =>
    loggedUserOf(account, [makeClinic({ providerNetworkEnabled: network })]),
  );
  mockApi.get('/patients', async () =>
    answered.then(() => ({ content, last: true, totalElements: content.length })),
  );
  mockApi.get('/patients/search', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    const hits = content.filter((p) => p.firstName.toLowerCase().startsWith(keyword));
    return { content: hits, last: true, totalElements: hits.length };
  });
  mockApi.get('/patients/count', () => ({ count: content.length }));
  renderRoutes({
    at: '/patients/current',
    account,
    routes: [
      {
        path: '/patients/current',
        element: (
          <>
            <RosterPage />
            <ModalsProvider />
          </>
        ),
      },
      { path: '/patients/current/full-profile/:id', element: <LocationProbe /> },
      { path: '/patients/referrals', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

describe('patient roster', () => {
  test('F2 F3 H10 rows show gender, age, date of birth and "No appointment yet"; an empty list says so', async () => {
    const last = '2026-03-02T15:00:00.000Z';
    renderRoster([patient(1, 'Ann', { lastAppointmentDate: last }), patient(2, 'Bea')]);
    expect(await screen.findByText('Ann Jones')).toBeTruthy();
    expect(screen.getAllByText(/DOB 12\/25\/1990/)).toHaveLength(2);
    expect(screen.getByText('No appointment yet')).toBeTruthy();
    // As spec 2 §9 displays dates, on the account's clock (Tokyo: already Mar 3).
    expect(screen.getByText('Last appointment 03/03/2026')).toBeTruthy();
    expect(screen.getByText('2 patients')).toBeTruthy();
  });

  test('F3 while the first page is on its way the roster says "Patients are retrieving"', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderRoster([patient(1, 'Ann')], gate);
    expect(await screen.findByText(PeopleMessages.rosterLoading)).toBeTruthy();
    release();
    expect(await screen.findByText('Ann Jones')).toBeTruthy();
    expect(screen.queryByText(PeopleMessages.rosterLoading)).toBeNull();
  });

  test('F3 an empty roster shows "No patients found."', async () => {
    renderRoster([]);
    expect(await screen.findByText('No patients found.')).toBeTruthy();
  });

  test('F1 H8 the search waits 500 ms after typing, then asks /patients/search', async () => {
    const user = renderRoster([patient(1, 'Ann'), patient(2, 'Bea')]);
    await screen.findByText('Bea Jones');
    await user.type(screen.getByRole('textbox', { name: 'Search patients' }), 'be');
    expect(sentRequests('/patients/search')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Ann Jones')).toBeNull(), { timeout: 2000 });
    expect(sentRequests('/patients/search')).toHaveLength(1);
  });

  test('F95 F97 "Refer a patient" leads to the referral search, offered only where a clinic has the provider network on', async () => {
    renderRoster([patient(1, 'Ann')], Promise.resolve(), true);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(TestId.rosterReferPatient));
    expect((await screen.findByTestId('location')).textContent).toBe('/patients/referrals');
  });

  test('F97 without the provider network the roster offers no referral', async () => {
    renderRoster([patient(1, 'Ann')]);
    await screen.findByText('Ann Jones');
    await waitFor(() => expect(sentRequests('/getLoggedUser')).toHaveLength(1));
    expect(screen.queryByTestId(TestId.rosterReferPatient)).toBeNull();
  });

  test('F1 F65 "Add new patient" opens the invite dialog over the roster', async () => {
    const user = renderRoster([patient(1, 'Ann')]);
    await screen.findByText('Ann Jones');
    await user.click(screen.getByTestId(TestId.rosterAddPatient));
    expect(await screen.findByTestId(TestId.inviteDialog)).toBeTruthy();
    expect(screen.getByTestId(TestId.inviteFirstName)).toBeTruthy();
    expect(screen.getByText('Ann Jones')).toBeTruthy();
  });

  test('F4 a family member sends the provider to the primary account after the message', async () => {
    const user = renderRoster([
      patient(1, 'Sam'),
      patient(2, 'Mia', { isFamilyMember: true, headPatientId: 1 }),
    ]);
    await screen.findByText('Mia Jones');
    const rows = screen.getAllByTestId(TestId.rosterViewProfile);
    await user.click(rows[1]!);
    expect(await screen.findByText(PeopleMessages.familyMemberRedirect)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(
        '/patients/current/full-profile/1',
      ),
    );
  });
});
