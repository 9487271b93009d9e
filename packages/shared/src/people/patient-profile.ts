import { z } from 'zod';
import { isRealBirthDate } from './birth-date.js';
import { PeopleMessages as M } from './messages.js';
import { storedPhone } from './phone.js';
import { IdTextSchema } from '../ids.js';

const NAME_MAX = 50;
const EMAIL_MAX = 100;
/** F32: EHR id at most 40 characters in the profile. */
export const EHR_ID_MAX = 40;
/** F31 */
export const ALTERNATIVE_EMAILS_MAX = 2;

/** F33: heights from 1'0" to 7'11". */
export const HEIGHTS: readonly string[] = Array.from({ length: 84 }, (_, i) => {
  const inches = i + 12;
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
});

/** F37 */
export const MEDICATION_METHODS = ['Orally', 'Inhaled', 'Subq', 'IV'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ProfileEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, M.emailInvalid)
  .regex(EMAIL, M.emailInvalid);

const required = (message: string, max = 255) => z.string().trim().min(1, message).max(max);
const optionalText = (max = 255) => z.string().trim().max(max).default('');

/** F26, F27: any typing is accepted; only exactly 10 digits are kept, the rest stored blank. */
const StoredPhoneSchema = z
  .string()
  .max(20)
  .nullable()
  .default('')
  .transform((value) => storedPhone(value));

export const AddressSchema = z.object({
  firstStreetLine: required(M.streetRequired),
  secondStreetLine: optionalText(),
  city: required(M.cityRequired, 100),
  state: optionalText(50),
  postalCode: optionalText(10),
});
export type Address = z.infer<typeof AddressSchema>;

export const EmergencyContactSchema = z.object({
  firstName: required(M.contactFirstNameRequired, NAME_MAX),
  lastName: required(M.contactLastNameRequired, NAME_MAX),
  telephoneNumber: z
    .string()
    .refine((value) => storedPhone(value) !== '', M.contactPhoneInvalid)
    .transform((value) => storedPhone(value)),
  relationship: required(M.relationshipRequired, 50),
  address: optionalText(),
});
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

export const MedicationSchema = z.object({
  name: required(M.medicationNameRequired, 100),
  dosage: required(M.medicationDosageRequired, 100),
  frequency: required(M.medicationFrequencyRequired, 100),
  method: z.enum(MEDICATION_METHODS, M.medicationMethodRequired),
});
export type Medication = z.infer<typeof MedicationSchema>;

/** F38: the type and reaction come from the lookup lists, or free text when "Other" is chosen. */
export const AllergySchema = z.object({
  type: required(M.allergyTypeRequired, 100),
  symptom: required(M.allergyReactionRequired, 100),
});
export type Allergy = z.infer<typeof AllergySchema>;

export const MedicineInfoSchema = z
  .object({
    height: z
      .enum(HEIGHTS as [string, ...string[]])
      .nullable()
      .default(null),
    weight: z.number().min(0, M.weightRange).max(999, M.weightRange).nullable().default(null),
    isAllergic: z.boolean().default(false),
    allergies: z.array(AllergySchema).max(50).default([]),
    medications: z.array(MedicationSchema).max(50).default([]),
  })
  // F39: no allergies are kept once the allergic flag is off.
  .transform((info) => (info.isAllergic ? info : { ...info, allergies: [] }));
export type MedicineInfo = z.infer<typeof MedicineInfoSchema>;

/** F17: each medical-history group (GET /medicalHistoryData) maps to the items chosen in it. */
export const MedicalHistorySchema = z.record(
  z.string().max(50),
  z.array(z.string().trim().min(1).max(100)).max(100),
);
export type MedicalHistory = z.infer<typeof MedicalHistorySchema>;

/**
 * The editable part of a patient profile: what `PUT /patients/profile` takes as `oldPatientData`
 * and `newPatientData` (F22), and what the history stores. Unknown keys, the spec's "…Changed"
 * flags among them, are dropped by the schema.
 */
export const PatientProfileFieldsSchema = z.object({
  id: z.number().int(),
  firstName: required(M.firstNameEmpty, NAME_MAX),
  lastName: required(M.lastNameEmpty, NAME_MAX),
  email: ProfileEmailSchema,
  telephoneNumber: StoredPhoneSchema,
  dateOfBirth: z
    .string()
    .refine((value) => isRealBirthDate(value), M.dateInvalid)
    .nullable()
    .default(null),
  gender: z.enum(['male', 'female']).nullable().default(null),
  patientEMRID: z.string().trim().max(EHR_ID_MAX, M.ehrTooLong).default(''),
  address: AddressSchema.nullable().default(null),
  /** F31: blanks are dropped, then at most two remain. */
  alternativeEmails: z
    .array(z.string().trim())
    .default([])
    .transform((emails) => emails.filter((e) => e !== '').map((e) => e.toLowerCase()))
    .pipe(z.array(ProfileEmailSchema).max(ALTERNATIVE_EMAILS_MAX, M.alternativeEmailsMax)),
  medicalHistory: MedicalHistorySchema.default({}),
  medicineInfo: MedicineInfoSchema.default({
    height: null,
    weight: null,
    isAllergic: false,
    allergies: [],
    medications: [],
  }),
  emergencyContact: EmergencyContactSchema.nullable().default(null),
});
export type PatientProfileFields = z.infer<typeof PatientProfileFieldsSchema>;
export type PatientProfileFieldsInput = z.input<typeof PatientProfileFieldsSchema>;

export const FamilyMemberSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
});
export type FamilyMemberSummary = z.infer<typeof FamilyMemberSummarySchema>;

export const ProfileClinicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  allowPatientAttachment: z.boolean(),
  allowRemotePatientMonitoring: z.boolean(),
});

/** F7: a patient profile as read; the editable fields plus what only the server sets. */
/**
 * Issue 22 item 4: how the caller reaches the patient. SELF: the patient or the head of their
 * family; CARE: staff of a clinic both belong to; REFERRAL_GRANT: a referral's receiver, who may
 * read only the profile, its history and that referral's files (`referralId`).
 */
export const PatientReachSchema = z.object({
  through: z.enum(['SELF', 'CARE', 'REFERRAL_GRANT']),
  referralId: z.number().int().nullable(),
});
export type PatientReach = z.infer<typeof PatientReachSchema>;

export const PatientProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephoneNumber: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  patientEMRID: z.string(),
  address: z
    .object({
      firstStreetLine: z.string(),
      secondStreetLine: z.string(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    })
    .nullable(),
  alternativeEmails: z.array(z.string()),
  medicalHistory: z.record(z.string(), z.array(z.string())),
  medicineInfo: z.object({
    height: z.string().nullable(),
    weight: z.number().nullable(),
    isAllergic: z.boolean(),
    allergies: z.array(z.object({ type: z.string(), symptom: z.string() })),
    medications: z.array(
      z.object({
        name: z.string(),
        dosage: z.string(),
        frequency: z.string(),
        method: z.enum(MEDICATION_METHODS),
      }),
    ),
  }),
  emergencyContact: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      telephoneNumber: z.string(),
      relationship: z.string(),
      address: z.string(),
    })
    .nullable(),
  newEmail: z.string().nullable(),
  imagePath: z.string().nullable(),
  familyMembers: z.array(FamilyMemberSummarySchema),
  isFamilyMember: z.boolean(),
  headPatientId: z.number().int().nullable(),
  isActiveRPM: z.boolean(),
  clinicDTOS: z.array(ProfileClinicSchema),
  lastAppointmentDate: z.string().nullable(),
  reach: PatientReachSchema,
});
export type PatientProfile = z.infer<typeof PatientProfileSchema>;

/** F22 */
export const UpdatePatientProfileRequestSchema = z.object({
  oldPatientData: PatientProfileFieldsSchema,
  newPatientData: PatientProfileFieldsSchema,
  familyMemberId: z.number().int().nullable().optional(),
});
export type UpdatePatientProfileRequest = z.input<typeof UpdatePatientProfileRequestSchema>;

/** F47: a family member added to a primary account (by the patient, or by a provider of theirs). */
export const AddFamilyMemberRequestSchema = z.object({
  headPatientId: z.number().int().optional(),
  firstName: required(M.firstNameEmpty, NAME_MAX),
  lastName: required(M.lastNameEmpty, NAME_MAX),
  relationship: required(M.relationshipRequired, 50),
  gender: z.enum(['male', 'female']),
  dateOfBirth: z.string().refine((value) => isRealBirthDate(value), M.dateInvalid),
});
export type AddFamilyMemberRequest = z.infer<typeof AddFamilyMemberRequestSchema>;

export const PatientIdQuerySchema = z.object({ patientId: IdTextSchema });

/** F22: the saved profile; a changed e-mail shows as pending in `newEmail` (issue 19). */
export const UpdatePatientProfileResponseSchema = z.object({ profile: PatientProfileSchema });
export type UpdatePatientProfileResponse = z.infer<typeof UpdatePatientProfileResponseSchema>;
