import {
  PatientProfileFieldsSchema,
  type PatientProfileFields,
} from '@clinicall/shared/people/patient-profile';
import type { StoredPatient } from './profile.repository.js';

/**
 * The editable fields as stored, in the schema's canonical form: what a save's `oldPatientData`
 * must equal, and what the history keeps as the old profile.
 */
export function storedFields(row: StoredPatient): PatientProfileFields {
  const raw = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    telephoneNumber: row.phoneNumber ?? '',
    dateOfBirth: row.dateOfBirth,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    patientEMRID: row.ehrId ?? '',
    address: row.address,
    alternativeEmails: row.alternativeEmails ?? [],
    medicalHistory: row.medicalHistory ?? {},
    medicineInfo: row.medicineInfo ?? undefined,
    emergencyContact: row.emergencyContact,
  };
  const parsed = PatientProfileFieldsSchema.safeParse(raw);
  // Data written before these rules (seed, older versions) is shown as it is.
  return parsed.success ? parsed.data : (raw as PatientProfileFields);
}
