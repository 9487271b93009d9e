import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { DeviceSchema } from './partners.js';

/** Spec 2 §5 "RPM sign-up" and §6: the view's messages (G12, G24, G31). */
export const RpmMessages = {
  deviceRequired: 'Device is required.',
  formInvalid: 'Insert all required (*) fields first and review input validations',
  requestFailed: 'Error found requesting data',
  requestsFailed: 'Errors requesting data',
  saveFailed: 'Error found saving data',
  emptyRange: 'No readings in this date range. Adjust the date range to see more.',
  formSent: 'Thank you! The sign-up form was already sent to the monitoring partner.',
  monitoringOff: 'Remote patient monitoring is turned off for this clinic.',
  partnerNotConfigured: 'This partner is not the monitoring partner of any clinic of yours here.',
  deviceNotOffered: (device: string) => `This partner does not offer the ${device} device.`,
  onFileOrRequired: (field: string) => `${field} is required.`,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * G22: the sign-up payload. Phone, address, city, state and zip may be left out when the patient's
 * profile has them (G25); the profile's height, weight, phone and address win over what is typed
 * here (G27), so the server fills them from the profile.
 */
export const RpmSignupSchema = z.object({
  patientId: z.number().int().positive(),
  firstName: z.string().trim().min(1).max(TextLimit.tiny),
  lastName: z.string().trim().min(1).max(TextLimit.tiny),
  gender: z.string().trim().min(1).max(TextLimit.tiny),
  /** G26 */
  mrn: optionalText(TextLimit.tiny),
  dateOfBirth: z.iso.date(),
  /** As the profile keeps it (`5' 10"`). */
  height: optionalText(20),
  /** Pounds (G22); required by Morley-associated views (G28). */
  weight: z.number().positive().max(1500).optional(),
  phoneNumber: optionalText(TextLimit.tiny),
  email: z.email().max(TextLimit.normal),
  address: optionalText(TextLimit.normal),
  city: optionalText(TextLimit.short),
  state: optionalText(TextLimit.tiny),
  zipCode: optionalText(10),
  /** G24: the spec's own message, so a refinement (zod's `min` would prefix the field's name). */
  devices: z
    .array(DeviceSchema)
    .max(7)
    .refine((d) => d.length > 0, RpmMessages.deviceRequired),
});
export type RpmSignup = z.input<typeof RpmSignupSchema>;

/** G9, G30: a sign-up sent and not confirmed by the partner yet. */
export const RpmSignupStatusSchema = z.object({
  patientId: z.number().int(),
  partner: z.string(),
  sentAt: z.string(),
  devices: z.array(DeviceSchema),
  state: z.enum(['SENT', 'ACTIVE']),
});
export type RpmSignupStatus = z.infer<typeof RpmSignupStatusSchema>;

/** I39: a lookup at the partner by e-mail. */
export const PartnerEmailQuerySchema = z.object({ email: z.email() });
/** I39: the save-RPM-patient call names the company the patient is monitored by. */
export const SaveRpmPatientSchema = z.object({
  patientId: z.number().int().positive(),
  companyName: z.string().trim().min(1).max(TextLimit.short),
  externalId: optionalText(TextLimit.short),
});
