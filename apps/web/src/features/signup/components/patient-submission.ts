import { phoneDigits } from '@clinicall/shared/invitations/masks';
import { usDateToIso } from '@clinicall/shared/invitations/dates';
import type { PatientRegisterRequest } from '@clinicall/shared/signup/schemas';
import type { PatientSignupData } from './patient-steps';

/**
 * F116: the wizard's data as POST /patientRegister takes it: secondPassword dropped, the date as
 * ISO, the phone as its 10 digits, a blank emergency contact left out.
 */
export function patientRegistration(
  data: PatientSignupData,
  token: string,
): PatientRegisterRequest | null {
  const overview = data.overview;
  if (!overview || overview.gender === '') return null;
  const emergency = data.emergency;
  const hasEmergency = Object.values(emergency).some((v) => v.trim() !== '');
  // secondPassword is the form's alone: it is not sent.
  return {
    firstName: overview.firstName,
    lastName: overview.lastName,
    email: overview.email,
    password: overview.password,
    gender: overview.gender,
    telephoneNumber: phoneDigits(overview.telephoneNumber),
    dateOfBirth: usDateToIso(overview.dateOfBirth) ?? '',
    clinicToken: token,
    emergencyContact: hasEmergency
      ? { ...emergency, telephoneNumber: phoneDigits(emergency.telephoneNumber) }
      : null,
    medicineInfo: {
      isAllergic: data.medicine.isAllergic,
      allergies: data.medicine.isAllergic ? data.medicine.allergies : [],
      medications: data.medicine.medications.map((m) => ({
        ...m,
        method: m.method === '' ? 'Orally' : m.method,
      })),
    },
    medicalHistory: data.history,
  };
}
