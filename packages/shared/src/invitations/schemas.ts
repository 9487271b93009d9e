import { z } from 'zod';
import { checkIsoDate, todayIso, usDateToIso } from './dates.js';
import { InviteMessages } from './messages.js';
import {
  CSV_MAX_ROWS,
  EHR_ID_INVITE_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  GENDERS,
  NAME_MAX,
} from './rules.js';
import { CsvMessages } from './messages.js';
import { IdSchema, IdTextSchema } from '../ids.js';

/** A rule with the spec's own text (a custom issue, so the server answers the text as it is). */
const rule = <T>(schema: z.ZodType<T>, check: (value: T) => boolean, message: string) =>
  schema.refine(check, { message });

const name = (message: string) =>
  rule(z.string().trim(), (v) => v.length > 0, message).pipe(z.string().max(NAME_MAX));

export const InviteEmailSchema = rule(
  rule(z.string().trim().toLowerCase(), (v) => v.length > 0, InviteMessages.emailRequired),
  (v) => v.length <= EMAIL_MAX,
  InviteMessages.emailTooLong,
).refine((v) => EMAIL_PATTERN.test(v), { message: InviteMessages.emailInvalid });

/** A birth date as YYYY-MM-DD: a real day, not after today. */
export const BirthDateSchema = rule(
  z.string(),
  (v) => checkIsoDate(v) !== null && v <= todayIso(),
  InviteMessages.dateFormat,
);

/** Spec 2 §5 "Phone": a number that is not exactly 10 digits is stored blank. */
export const PhoneDigitsSchema = z
  .string()
  .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .transform((v) => (v.length === 10 ? v : undefined));

/** F66–F70: the manual invite, POST /patientInvite. */
export const PatientInviteRequestSchema = z.object({
  firstName: name(InviteMessages.firstNameRequired),
  lastName: name(InviteMessages.lastNameRequired),
  email: InviteEmailSchema,
  gender: z.enum(GENDERS),
  dateOfBirth: BirthDateSchema,
  telephoneNumber: PhoneDigitsSchema.optional(),
  patientEMRID: z.string().trim().max(EHR_ID_INVITE_MAX, InviteMessages.ehrTooLong).optional(),
  /** The clinic to invite into, for a provider of several; by default their first. */
  clinicId: IdSchema.optional(),
  /** F72: the caller confirmed adding the person as a family member of the e-mail's account. */
  asFamilyMember: z.boolean().optional(),
});
export type PatientInviteRequest = z.input<typeof PatientInviteRequestSchema>;

/**
 * `invited`: a sign-up link, or a join link for someone already known elsewhere (the same answer,
 * so the form tells no more than the CSV result does); `familyMemberRequested`: the account
 * holder was asked to consent to the family member (issue 19 path 1), who exists only once they do.
 */
export const PatientInviteResponseSchema = z.object({
  outcome: z.enum(['invited', 'familyMemberRequested']),
  email: z.string(),
});
export type PatientInviteResponse = z.infer<typeof PatientInviteResponseSchema>;

/**
 * F84: the rows as posted. Each cell is only bounded here: the service re-checks every row with
 * the CSV rules and answers "Row N is invalid. Reason: ..." for the first that fails.
 */
export const BulkInviteRowSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(200),
  gender: z.string().max(20),
  dateOfBirth: z.string().max(40),
});
export type BulkInviteRow = z.infer<typeof BulkInviteRowSchema>;

export const BulkInviteRequestSchema = z
  .array(BulkInviteRowSchema)
  .refine((rows) => rows.length <= CSV_MAX_ROWS, { message: CsvMessages.tooManyRows })
  .refine((rows) => rows.length > 0, { message: CsvMessages.nothingUsable });

export const BulkInviteQuerySchema = z.object({
  clinicId: IdTextSchema.optional(),
});

/** F85, spec 3 §3 "Invite result": e-mails per outcome. */
export const BulkInviteResultSchema = z.object({
  createdAccounts: z.array(z.string()),
  invitedToClinic: z.array(z.string()),
  alreadyHaveAccountAtThisClinic: z.array(z.string()),
  failedToCreateAccountForEmails: z.array(z.string()),
  familyMembers: z.array(z.string()),
});
export type BulkInviteResult = z.infer<typeof BulkInviteResultSchema>;

/** F69: the form's date, mm/dd/yyyy, checked as a real day and sent as a date value (ISO). */
export const UsBirthDateSchema = z
  .string()
  .refine((v) => v.trim().length > 0, { message: InviteMessages.dateRequired })
  .refine(
    (v) => {
      const iso = usDateToIso(v);
      return v.trim().length === 0 || (iso !== null && iso <= todayIso());
    },
    { message: InviteMessages.dateFormat },
  )
  .transform((v) => usDateToIso(v) ?? '');

/** The invite form's phone: empty, or a whole US number. */
const FormPhoneSchema = z
  .string()
  .refine((v) => v.replace(/\D/g, '').length === 0 || v.replace(/\D/g, '').length === 10, {
    message: InviteMessages.phoneInvalid,
  })
  .transform((v) => v.replace(/\D/g, '') || undefined);

/** F66–F70: the manual invite form, whose answer is the request's body. */
export const PatientInviteFormSchema = z.object({
  firstName: PatientInviteRequestSchema.shape.firstName,
  lastName: PatientInviteRequestSchema.shape.lastName,
  email: InviteEmailSchema,
  gender: z.enum(GENDERS),
  dateOfBirth: UsBirthDateSchema,
  telephoneNumber: FormPhoneSchema,
  patientEMRID: z.string().trim().max(EHR_ID_INVITE_MAX, InviteMessages.ehrTooLong),
});
export type PatientInviteForm = z.input<typeof PatientInviteFormSchema>;
