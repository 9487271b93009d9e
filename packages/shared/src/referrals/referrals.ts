import { z } from 'zod';
import { IdSchema, IdTextSchema } from '../ids.js';
import { PageNumberSchema } from '../paging.js';

/** Spec 2 §2, §8 and spec 1 §8 (F87, F93, H2): the referrals' user-visible texts. */
export const ReferralMessages = {
  empty: 'No Referrals found',
  /** H2: the error level of the referral dialog, followed by the detail. */
  dialogError: 'An error has occurred.',
  sent: 'Your referral has been sent.',
  notInCare: 'This patient is not one of your patients in the provider network.',
  receiverNotInNetwork: 'This provider cannot receive referrals through the provider network.',
  selfReferral: 'You cannot refer a patient to yourself.',
  alreadyAnswered: 'This referral has already been answered or withdrawn.',
  notReceiver: 'Only the provider the patient was referred to can answer this referral.',
  notSender: 'Only the referring provider can withdraw this referral.',
  accessEnded: 'Your access to this patient through a referral has ended.',
  noteTooLong: 'The note must be at most 1000 characters.',
} as const;

/** Spec 2 §9 "other length bounds seen": the note's bound. */
export const REFERRAL_NOTE_MAX = 1000;
/** Issue 22 item 4: what a referral grants lasts until its completion plus this many days. */
export const REFERRAL_GRANT_DAYS_AFTER_COMPLETION = 30;
/** F96, H5: current patients for referral, per page. */
export const REFERRAL_PATIENTS_PAGE_SIZE = 10;
export const REFERRALS_PAGE_SIZE = 20;

/** Files a referral carries: the general uploader's document and image types (spec 2 §5). */
export const REFERRAL_FILE_TYPES = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;

/**
 * Issue 22 item 3: the stored states. The spec's three labels (F88, F138) are PENDING (requested),
 * ACCEPTED and DECLINED; completed and withdrawn are this product's additions.
 */
export const ReferralStatusSchema = z.enum([
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'COMPLETED',
  'WITHDRAWN',
]);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

export const ReferralAttachmentSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().int().nonnegative(),
});

/** F138: one referral. */
export const ReferralSchema = z.object({
  id: IdSchema,
  status: ReferralStatusSchema,
  note: z.string(),
  patientId: IdSchema,
  patientEmail: z.string(),
  patientFullName: z.string(),
  patientImagePath: z.string().nullable(),
  referredById: IdSchema,
  referredByFullName: z.string(),
  referralByEmail: z.string(),
  referredToId: IdSchema,
  referredToFullName: z.string(),
  referredToEmail: z.string(),
  referredToImagePath: z.string().nullable(),
  /** The referring provider's clinic, through which the patient is in their care. */
  clinicId: IdSchema,
  clinicName: z.string(),
  referralDate: z.string(),
  answeredDate: z.string().nullable(),
  /** Until when the receiving provider may read the patient; null while open-ended or never. */
  accessUntil: z.string().nullable(),
  accessRevoked: z.boolean(),
  attachmentList: z.array(ReferralAttachmentSchema),
});
export type Referral = z.infer<typeof ReferralSchema>;

export const ReferralListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: PageNumberSchema,
});
export type ReferralListQuery = z.infer<typeof ReferralListQuerySchema>;

export const ReferralPageSchema = z.object({
  content: z.array(ReferralSchema),
  last: z.boolean(),
  totalElements: z.number().int(),
});

/** F93: the referral form. */
export const CreateReferralSchema = z.object({
  patientId: IdSchema,
  providerId: IdSchema,
  note: z.string().trim().min(1).max(REFERRAL_NOTE_MAX, ReferralMessages.noteTooLong),
});
export type CreateReferral = z.infer<typeof CreateReferralSchema>;

/** F90: the receiving provider's answer. */
export const AnswerReferralSchema = z.object({
  id: IdSchema,
  status: z.enum(['ACCEPTED', 'DECLINED']),
});

export const ReferralIdParamsSchema = z.object({ id: IdTextSchema });
export const ReferralIdQuerySchema = z.object({ referralId: IdTextSchema });
/** F94: GET /referrals/download (referral id, file name). */
export const ReferralDownloadQuerySchema = z.object({
  referralId: IdTextSchema,
  fileName: z.string().min(1).max(255),
});

/** F96: the current clinic's patients to choose from, 10 per page. */
export const ReferralPatientsQuerySchema = z.object({
  providerId: IdTextSchema,
  search: z.string().trim().max(100).optional(),
  page: PageNumberSchema,
});
export const ReferralPatientSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});
export const ReferralPatientPageSchema = z.object({
  content: z.array(ReferralPatientSchema),
  last: z.boolean(),
});

/** Issue 22 item 4: who reads a patient through which referral (the patient's profile). */
export const ReferralGrantSchema = z.object({
  referralId: IdSchema,
  providerId: IdSchema,
  providerFullName: z.string(),
  /** The referring provider: they (and the patient) may revoke the grant. */
  referredById: IdSchema,
  referredByFullName: z.string(),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export const ReferralGrantsSchema = z.array(ReferralGrantSchema);
