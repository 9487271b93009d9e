import { z } from 'zod';
import { todayIso, usDateToIso } from '../invitations/dates.js';
import { GENDERS, NAME_MAX } from '../invitations/rules.js';
import { EmergencyMessages, SignupMessages } from './messages.js';
import {
  AllergySchema,
  MEDICATION_METHODS,
  MedicationSchema,
  SignupEmailSchema,
  SignupPasswordSchema,
} from './schemas.js';

const required = z
  .string()
  .refine((v) => v.trim().length > 0, { message: SignupMessages.required });

/** F115: at least 10 characters and a real day (mm/dd/yyyy), not after today. */
const FormBirthDate = required.refine(
  (v) => v.trim().length === 0 || (v.length >= 10 && (usDateToIso(v) ?? '9') <= todayIso()),
  { message: SignupMessages.dateInvalid },
);

/** F112–F115: the patient wizard's overview step (dateOfBirth as typed, mm/dd/yyyy). */
export const PatientOverviewFormSchema = z
  .object({
    firstName: required.refine((v) => v.trim().length <= NAME_MAX, SignupMessages.nameTooLong),
    lastName: required.refine((v) => v.trim().length <= NAME_MAX, SignupMessages.nameTooLong),
    email: SignupEmailSchema,
    password: SignupPasswordSchema,
    secondPassword: z.string(),
    gender: z.enum(['', ...GENDERS]).refine((v) => v !== '', { message: SignupMessages.required }),
    telephoneNumber: required.refine(
      (v) => v.trim().length === 0 || v.replace(/\D/g, '').length === 10,
      { message: SignupMessages.phoneInvalid },
    ),
    dateOfBirth: FormBirthDate,
  })
  .refine((v) => v.password === v.secondPassword, {
    path: ['secondPassword'],
    message: SignupMessages.passwordMismatch,
  });
export type PatientOverviewForm = z.input<typeof PatientOverviewFormSchema>;

/** The emergency-contact step is optional: blank passes, anything typed must be complete. */
export const EmergencyFormSchema = z
  .object({
    firstName: z.string().max(NAME_MAX),
    lastName: z.string().max(NAME_MAX),
    telephoneNumber: z.string(),
    relationship: z.string().max(NAME_MAX),
  })
  .superRefine((v, ctx) => {
    const blank = Object.values(v).every((field) => field.trim() === '');
    if (blank) return;
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(v.firstName.trim() !== '', 'firstName', EmergencyMessages.firstName);
    need(v.lastName.trim() !== '', 'lastName', EmergencyMessages.lastName);
    need(
      v.telephoneNumber.replace(/\D/g, '').length === 10,
      'telephoneNumber',
      EmergencyMessages.phone,
    );
    need(v.relationship.trim() !== '', 'relationship', EmergencyMessages.relationship);
  });
export type EmergencyForm = z.input<typeof EmergencyFormSchema>;

/** The medicine-info step: allergies only while "allergic" is on (off clears them). */
export const MedicineFormSchema = z.object({
  isAllergic: z.boolean(),
  allergies: z.array(AllergySchema),
  medications: z.array(
    MedicationSchema.extend({ method: z.enum(['', ...MEDICATION_METHODS]) }).refine(
      (m) => m.method !== '',
      { path: ['method'], message: 'method is required.' },
    ),
  ),
});
export type MedicineForm = z.input<typeof MedicineFormSchema>;
