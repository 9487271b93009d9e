import { z } from 'zod';
import { checkIsoDate, todayIso } from '../invitations/dates.js';
import { EMAIL_MAX, EMAIL_PATTERN, GENDERS, NAME_MAX } from '../invitations/rules.js';
import { MedicalHistorySchema } from '../people/patient-profile.js';
import { EmergencyMessages, MedicineMessages, SignupMessages } from './messages.js';
import { IdTextSchema } from '../ids.js';

export const PASSWORD_SIGNUP_MIN = 5;
export const PASSWORD_SIGNUP_MAX = 100;
export const LONG_TEXT_MAX = 17850;
export const MEDICATION_METHODS = ['Orally', 'Inhaled', 'Subq', 'IV'] as const;

export const RegistrationTypeSchema = z.enum(['PATIENT', 'PROVIDER', 'JOIN']);
export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;

/** A link's token; a cut-off one gets the link's own words, not a length rule (issue 21). */
const Token = z.string().refine((v) => v.length >= 10 && v.length <= 400, {
  message: SignupMessages.invalidParameters,
});

/** F107: GET /register?token&type. */
export const RegisterQuerySchema = z.object({ token: Token, type: RegistrationTypeSchema });

/** Where the link leads, and what the clinic already knows of the invited person. */
export const RegisterResponseSchema = z.object({
  url: z.string(),
  clinicName: z.string(),
  invitation: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    gender: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    telephoneNumber: z.string().nullable(),
  }),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** F113: GET /users/{email}; with the link's token, the invited account's own e-mail is free. */
export const EmailInUseQuerySchema = z.object({ token: Token.optional() });
export const EmailInUseParamsSchema = z.object({ email: z.string().min(1).max(200) });
export const EmailInUseResponseSchema = z.object({ inUse: z.boolean() });

const required = (schema: z.ZodString = z.string()) =>
  schema.trim().refine((v) => v.length > 0, { message: SignupMessages.required });

const SignupName = required().refine((v) => v.length <= NAME_MAX, {
  message: SignupMessages.nameTooLong,
});

export const SignupEmailSchema = required()
  .toLowerCase()
  .refine((v) => v.length <= EMAIL_MAX, { message: SignupMessages.emailTooLong })
  .refine((v) => EMAIL_PATTERN.test(v), { message: SignupMessages.emailInvalid });

export const SignupPasswordSchema = z
  .string()
  .refine((v) => v.length > 0, { message: SignupMessages.required })
  .refine((v) => v.length >= PASSWORD_SIGNUP_MIN, { message: SignupMessages.passwordShort })
  .refine((v) => v.length <= PASSWORD_SIGNUP_MAX, { message: SignupMessages.passwordLong });

const TenDigits = z
  .string()
  .refine((v) => /^\d{10}$/.test(v), { message: SignupMessages.phoneInvalid });

const requiredAs = (message: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v.length > 0, { message });

export const EmergencyContactSchema = z.object({
  firstName: requiredAs(EmergencyMessages.firstName, NAME_MAX),
  lastName: requiredAs(EmergencyMessages.lastName, NAME_MAX),
  telephoneNumber: z.string().refine((v) => /^\d{10}$/.test(v), {
    message: EmergencyMessages.phone,
  }),
  relationship: requiredAs(EmergencyMessages.relationship, NAME_MAX),
});
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

// The profile's limits (people/patient-profile), so what sign-up takes the profile keeps.
export const MedicationSchema = z.object({
  name: requiredAs(MedicineMessages.name, 100),
  dosage: requiredAs(MedicineMessages.dosage, 100),
  frequency: requiredAs(MedicineMessages.frequency, 100),
  method: z.enum(MEDICATION_METHODS, { message: MedicineMessages.method }),
});
export const AllergySchema = z.object({
  type: requiredAs(MedicineMessages.type, 100),
  symptom: requiredAs(MedicineMessages.reaction, 100),
});

export const MedicineInfoSchema = z.object({
  isAllergic: z.boolean(),
  allergies: z.array(AllergySchema).max(50),
  medications: z.array(MedicationSchema).max(50),
});
export type MedicineInfo = z.infer<typeof MedicineInfoSchema>;

/** F116: POST /patientRegister, dateOfBirth as ISO, secondPassword already dropped. */
export const PatientRegisterRequestSchema = z.object({
  firstName: SignupName,
  lastName: SignupName,
  email: SignupEmailSchema,
  password: SignupPasswordSchema,
  gender: z.enum(GENDERS, { message: SignupMessages.required }),
  telephoneNumber: TenDigits,
  dateOfBirth: z.string().refine((v) => checkIsoDate(v) !== null && v <= todayIso(), {
    message: SignupMessages.dateInvalid,
  }),
  clinicToken: Token,
  emergencyContact: EmergencyContactSchema.nullable().optional(),
  medicineInfo: MedicineInfoSchema.optional(),
  /** The conditions ticked, by group of `GET /medicalHistoryData`, as the profile keeps them. */
  medicalHistory: MedicalHistorySchema.optional(),
});
export type PatientRegisterRequest = z.input<typeof PatientRegisterRequestSchema>;

const LongText = z.string().max(LONG_TEXT_MAX, SignupMessages.textTooLong);
const NamedPlace = z.object({
  name: required(z.string().max(255)),
  address: required(z.string().max(1000)),
});

/** F128: POST /providers/profile. */
export const ProviderRegisterRequestSchema = z.object({
  firstName: SignupName,
  lastName: SignupName,
  primarySpecialty: required(z.string().max(255)),
  email: SignupEmailSchema,
  password: SignupPasswordSchema,
  briefOverview: required(LongText),
  specialties: z.array(z.object({ name: z.string().trim().min(1).max(255) })).max(50),
  languages: z.array(z.string().trim().min(1).max(100)).max(50),
  clinicToken: Token,
  /** B50: an office's city and state are kept when sent (the sign-up form asks for neither). */
  offices: z
    .array(
      NamedPlace.extend({
        city: z.string().trim().max(100).default(''),
        state: z.string().trim().max(100).default(''),
      }),
    )
    .min(1, SignupMessages.officeRequired)
    .max(20),
  insurances: z.array(z.string().trim().min(1).max(255)).max(100),
  hospitalAffiliations: z.array(NamedPlace).max(20),
  recommendation: LongText.optional(),
});
export type ProviderRegisterRequest = z.input<typeof ProviderRegisterRequestSchema>;

/** F131: GET /joinClinic?token&type&patientId. */
export const JoinClinicQuerySchema = z.object({
  token: Token,
  type: RegistrationTypeSchema.optional(),
  patientId: IdTextSchema.optional(),
});
/** `familyMemberName`: the link was a family member's consent request, now accepted. */
export const JoinClinicResponseSchema = z.object({
  clinicName: z.string(),
  familyMemberName: z.string().optional(),
});
