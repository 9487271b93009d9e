import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { Role } from '@clinicall/shared/roles';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { TestId } from '@clinicall/shared/test-ids';
import { loggedUserOf, makeClinic, makePatientProfile } from '../../../test/people';
import { makeReferral } from '../../../test/referral-rows';
import { makeAccount, renderRoutes } from '../../../test/render';
import { FullProfilePage } from './full-profile-page';

/** `network`: whether the provider's clinic (id 1) has the provider network on. */
function renderPage(answer: () => PatientProfile | Response, network = false) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  const account = makeAccount([Role.provider], { id: 1 });
  mockApi.get('/getLoggedUser', () =>
    loggedUserOf(account, [makeClinic({ id: 1, providerNetworkEnabled: network })]),
  );
  mockApi.get('/patient/:id/profile', answer);
  mockApi.get('/patients/profileHistory', () => []);
  mockApi.get('/medicalHistoryData', () => []);
  // Issue 22: where the network is on, the profile lists who reads the patient through a referral.
  mockApi.get('/referrals/grants', () => []);
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

  test('F97 F102 through a shared clinic with the network on, "Refer to a provider" opens the network search with the patient in context', async () => {
    const clinic = {
      id: 1,
      name: 'Riverside Clinic',
      allowPatientAttachment: false,
      allowRemotePatientMonitoring: false,
    };
    renderPage(() => makePatientProfile({ clinicDTOS: [clinic] }), true);
    const link = await screen.findByTestId(TestId.profileReferPatient, {}, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/provider-network/find?patientId=42');
  });

  test('F97 issue 22 a provider reading through a referral’s grant is not offered to refer, even where the network is on', async () => {
    const clinic = {
      id: 1,
      name: 'Riverside Clinic',
      allowPatientAttachment: false,
      allowRemotePatientMonitoring: false,
    };
    mockApi.get('/referrals/:id', () => makeReferral({ id: 4, status: 'ACCEPTED' }));
    renderPage(
      () =>
        makePatientProfile({
          clinicDTOS: [clinic],
          reach: { through: 'REFERRAL_GRANT', referralId: 4 },
        }),
      true,
    );
    await screen.findByRole('heading', { name: 'Ann Jones' }, { timeout: 5000 });
    // The profile is drawn as the grant covers it (with the referral's notice): no referral link.
    await screen.findByTestId(TestId.referralReadNotice);
    expect(screen.queryByTestId(TestId.profileReferPatient)).toBeNull();
  });

  test('F97 a patient of no clinic of the provider (read through a referral) is not offered for referral', async () => {
    renderPage(() => makePatientProfile({ clinicDTOS: [] }), true);
    await screen.findByRole('heading', { name: 'Ann Jones' }, { timeout: 5000 });
    await waitFor(() => expect(sentRequests('/getLoggedUser')).toHaveLength(1));
    expect(screen.queryByTestId(TestId.profileReferPatient)).toBeNull();
  });
});
