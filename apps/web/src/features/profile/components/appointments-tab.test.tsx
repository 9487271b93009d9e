import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { PatientAppointmentsPage } from '@clinicall/shared/people/patient-appointments';
import { Role } from '@clinicall/shared/roles';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { AppointmentsTab } from './appointments-tab';

function renderTab(answer: () => PatientAppointmentsPage | Response) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/encounters/filter', answer);
  renderRoutes({
    at: '/tab',
    account: makeAccount([Role.provider], { timeZone: 'America/New_York' }),
    routes: [{ path: '/tab', element: <AppointmentsTab patientId={42} /> }],
  });
  return userEvent.setup();
}

describe('profile Appointments tab', () => {
  test('F63 H10 each row has a type icon, its start as \'EEE, MMM d at h:mm a\' and "view encounter", which opens the summary', async () => {
    const user = renderTab(() => ({
      content: [
        {
          id: 1,
          type: 'VIDEO',
          status: 'ACCEPTED',
          startTime: '2026-10-12T15:00:00.000Z',
          providerName: 'Paula Provider',
          providerSpecialty: 'Cardiology',
        },
      ],
      last: true,
      totalElements: 1,
    }));
    expect(await screen.findByLabelText('video', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Mon, Oct 12 at 11:00 AM' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'view encounter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encounter summary' });
    expect(dialog.textContent).toContain('Paula Provider, Cardiology');
  });

  test('F64 a 403 shows "You are not allowed to view this data"', async () => {
    renderTab(() => apiError(403, { code: 'FORBIDDEN', errorMessage: 'Forbidden' }));
    expect(
      await screen.findByText(PeopleMessages.appointmentsForbidden, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  test('F64 a 404 shows "There are no appointments for this user currently"', async () => {
    renderTab(() => apiError(404, { code: 'NOT_FOUND', errorMessage: 'Not found' }));
    expect(
      await screen.findByText(PeopleMessages.appointmentsEmpty, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
