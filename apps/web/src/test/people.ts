import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import type { ProviderProfile } from '@clinicall/shared/people/provider-profile';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import type { Account, LoggedUser } from '@clinicall/shared/identity';

/** A clinic as clinicDTOS carries it; patients may book unless told otherwise. */
export function makeClinic(overrides: Partial<ClinicSummary> = {}): ClinicSummary {
  return {
    id: 1,
    name: 'Riverside Clinic',
    customUrl: null,
    customLogo: null,
    customTopLogo: null,
    activated: true,
    isInOfficeAppointmentActive: true,
    isPatientWelcomeEmailEnabled: false,
    providerNetworkEnabled: false,
    isPatientScheduleAppointmentEnabled: true,
    patientScheduleAppointmentEnabled: true,
    allowPatientInRoomLight: false,
    allowRemotePatientMonitoring: false,
    allowPostApptConf: false,
    allowAppointmentTemplate: false,
    preventScheduler24h: false,
    allowPatientAttachment: false,
    allowExperienceBuilder: false,
    allowMuteAll: false,
    allowConsent: false,
    requireConsentCheck: false,
    rpmPartnerId: null,
    ...overrides,
  };
}

/** GET /getLoggedUser's answer for an account, in the given clinics. */
export function loggedUserOf(account: Account, clinics: ClinicSummary[] = []): LoggedUser {
  return {
    ...account,
    phoneNumber: null,
    imagePath: null,
    primarySpecialty: null,
    dateOfBirth: null,
    gender: null,
    clinicDTOS: clinics,
  };
}

/** A patient profile as GET /patient/{id}/profile answers it: no photo, no care data. */
export function makePatientProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
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
    clinicDTOS: [],
    lastAppointmentDate: null,
    reach: { through: 'CARE', referralId: null },
    ...overrides,
  };
}

/** A provider profile as GET /providers/{id}/profile answers it: no photo, offices or clinics. */
export function makeProviderProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: 5,
    firstName: 'Nia',
    lastName: 'Reyes',
    email: 'nia@example.org',
    newEmail: null,
    primarySpecialty: 'Cardiology',
    briefOverview: 'Cardiologist.',
    specialties: ['Cardiology'],
    languages: ['English'],
    insurances: ['Aetna'],
    recommendation: 'Top doctor',
    offices: [],
    hospitalAffiliations: [],
    alternativeEmails: [],
    imagePath: null,
    clinicDTOS: [],
    ...overrides,
  };
}
