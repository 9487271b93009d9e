import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { mockApi } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { UpcomingPage } from './upcoming-page';

/** A provider's upcoming list with one visit whose room is open now, in each of `clinics`. */
async function rowsFor(clinics: ClinicSummary[]) {
  const account = makeAccount([Role.provider], { timeZone: 'UTC' });
  const startTime = new Date(Date.now() + 5 * 60_000).toISOString();
  const rows = clinics.map((clinic) => makeEncounter({ clinicId: clinic.id, startTime }));
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, clinics));
  mockApi.get('/encounters', ({ request }) => pageOf(rows, request));
  renderRoutes({
    at: Paths.appointments,
    account,
    routes: [{ path: Paths.appointments, element: <UpcomingPage /> }],
  });
  return screen.findAllByTestId(TestId.appointmentRow);
}

test('B21 the presence light shows for a clinic with the in-room light on, and not for one with it off', async () => {
  const lit = makeClinic({ id: 1, allowPatientInRoomLight: true });
  const dark = makeClinic({ id: 2, allowPatientInRoomLight: false });
  const [litRow, darkRow] = await rowsFor([lit, dark]);
  expect(within(litRow!).getByTestId(TestId.appointmentPresence)).toBeTruthy();
  expect(within(darkRow!).queryByTestId(TestId.appointmentPresence)).toBeNull();
});
