import { MedicineInfoSchema } from '@clinicall/shared/people/patient-profile';
import { uniqueItems } from '@clinicall/shared/people/provider-profile';
import type {
  PatientRegisterRequestSchema,
  ProviderRegisterRequestSchema,
} from '@clinicall/shared/signup/schemas';
import type { z } from 'zod';

export type PatientRegisterBody = z.output<typeof PatientRegisterRequestSchema>;
export type ProviderRegisterBody = z.output<typeof ProviderRegisterRequestSchema>;

/**
 * What a patient entered at sign-up, in the shape of the profile's own columns, so the profile
 * screens show it (F116, F17): the medicine info gets the profile's defaults (no height or weight
 * yet) and the emergency contact an empty address.
 */
export function patientProfileOf(body: PatientRegisterBody) {
  return {
    dateOfBirth: body.dateOfBirth,
    gender: body.gender,
    emergencyContact: body.emergencyContact ? { ...body.emergencyContact, address: '' } : null,
    medicineInfo: body.medicineInfo ? MedicineInfoSchema.parse(body.medicineInfo) : null,
    medicalHistory: body.medicalHistory ?? {},
  };
}

/** F128, F48–F51: a provider's sign-up, as the provider profile keeps it (lists once each, F36). */
export function providerProfileOf(body: ProviderRegisterBody) {
  return {
    primarySpecialty: body.primarySpecialty,
    briefOverview: body.briefOverview,
    specialties: uniqueItems(body.specialties.map((s) => s.name)),
    languages: uniqueItems(body.languages),
    insurances: uniqueItems(body.insurances),
    offices: body.offices,
    hospitalAffiliations: body.hospitalAffiliations,
    recommendation: body.recommendation ?? '',
  };
}
