import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { Role } from '@clinicall/shared/roles';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makePatientProfile } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { FullProfilePage } from './full-profile-page';

function renderPage(answer: () => PatientProfile | Response) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/patient/:id/profile', answer);
  mockApi.get('/patients/profileHistory', () => []);
  mockApi.get('/medicalHistoryData', () => []);
  const account = makeAccount([Role.provider], { id: 1 });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account));
  renderRoutes({
    at: '/patients/current/full-profile/42',
    account,
    routes: [{ path: '/patients/current/full-profile/:id', element: <FullProfilePage /> }],
  });
}

describe('full patient profile', () => {
  test('F6 F7 /full-profile/:id loads the patient from GET /patient/{id}/profile', async () => {
    renderPage(() => makePatientProfile({ telephoneNumber: '', dateOfBirth: null, gender: null }));
    expect(
      await screen.findByRole('heading', { name: 'Ann Jones' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(sentRequests('/patient/42/profile')).toHaveLength(1);
  });

  test('F6 a patient outside the provider’s care shows the forbidden text', async () => {
    renderPage(() => apiError(403, { code: 'FORBIDDEN', errorMessage: 'Forbidden' }));
    expect(
      await screen.findByText(PeopleMessages.appointmentsForbidden, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
