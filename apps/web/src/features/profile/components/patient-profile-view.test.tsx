import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { PatientProfileView } from './patient-profile-view';

const profile = (allowPatientAttachment: boolean): PatientProfile => ({
  id: 42,
  firstName: 'Ann',
  lastName: 'Jones',
  email: 'ann@example.org',
  telephoneNumber: '5551234567',
  dateOfBirth: '1990-12-25',
  gender: 'female',
  patientEMRID: '',
  address: null,
  alternativeEmails: [],
  medicalHistory: {},
  medicineInfo: { height: null, weight: null, isAllergic: false, allergies: [], medications: [] },
  emergencyContact: null,
  newEmail: null,
  imagePath: null,
  familyMembers: [],
  isFamilyMember: false,
  headPatientId: null,
  isActiveRPM: false,
  clinicDTOS: [
    { id: 7, name: 'Riverside', allowPatientAttachment, allowRemotePatientMonitoring: false },
  ],
  lastAppointmentDate: null,
});

function renderProfile(
  viewer: 'provider' | 'patient',
  options: { attachments?: boolean; at?: string; fromProvider?: boolean } = {},
) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/attachment/hasForbiddenAttach', () => ({
    forbidden: false,
    joinRequestSent: false,
  }));
  mockApi.get('/attachment/search', () => ({ content: [], last: true, totalElements: 0 }));
  mockApi.get('/attachment/fileTypes', () => []);
  mockApi.get('/attachment/patient/search', () => ({ content: [], last: true, totalElements: 0 }));
  mockApi.get('/attachment/patient/fileTypes', () => []);
  mockApi.get('/patients/profileHistory', () => []);
  mockApi.get('/medicalHistoryData', () => []);
  const isProvider = viewer === 'provider';
  renderRoutes({
    at: options.at ?? '/profile',
    account: makeAccount([isProvider ? Role.provider : Role.patient], { id: isProvider ? 1 : 42 }),
    routes: [
      {
        path: '/profile',
        element: (
          <PatientProfileView
            profile={profile(options.attachments ?? true)}
            viewer={{ id: isProvider ? 1 : 42, isProvider }}
            fromProvider={options.fromProvider ?? false}
          />
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('patient profile tabs', () => {
  test('F8 F52 the provider opens the Attachments tab and sees the attachments list of the patient', async () => {
    const user = renderProfile('provider');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Attachments' }));
    expect(await screen.findByTestId(TestId.attachmentsTab)).toBeTruthy();
    expect(await screen.findByTestId(TestId.attachmentsEmpty)).toBeTruthy();
  });

  test('F14 the patient own profile has Patient Details and Attachments, and ?tab= opens one', async () => {
    renderProfile('patient', { at: '/profile?tab=attachments' });
    expect(screen.queryByRole('tab', { name: 'Appointments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Attachments', selected: true })).toBeTruthy();
    expect(await screen.findByTestId(TestId.attachmentsUpload)).toBeTruthy();
  });

  test('F9 no Attachments tab when the clinic keeps none or the profile is seen from a provider', () => {
    renderProfile('provider', { attachments: false, at: '/profile?tab=attachments' });
    expect(screen.queryByRole('tab', { name: 'Attachments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Patient Details', selected: true })).toBeTruthy();
  });

  test('F9 a profile opened from another provider context hides the Attachments tab', () => {
    renderProfile('provider', { fromProvider: true });
    expect(screen.queryByRole('tab', { name: 'Attachments' })).toBeNull();
  });
});
