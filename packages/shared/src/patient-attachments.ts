import { z } from 'zod';
import { TextLimit } from './constants.js';
import { pageSchema, PageNumberSchema } from './paging.js';
import { IdSchema, IdTextSchema } from './ids.js';

/** F59: what a patient's Attachments tab accepts; F60: the DICOM modal adds .dcm. */
export const PATIENT_ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const DICOM_EXTENSIONS = ['dcm'] as const;
export const ATTACHMENT_FILE_TYPES = [
  ...PATIENT_ATTACHMENT_EXTENSIONS,
  ...DICOM_EXTENSIONS,
] as const;

/** H5: attachments are listed 20 per page. */
export const ATTACHMENTS_PAGE_SIZE = 20;

export const ATTACHMENT_SORT_FIELDS = ['fileName', 'uploadedBy', 'uploadedDate'] as const;
export type AttachmentSortField = (typeof ATTACHMENT_SORT_FIELDS)[number];

/** The texts of the Attachments tab (spec 2 §2, §8; F52, F55, F57, F58, F61). */
export const AttachmentMessages = {
  uploading: 'Files are uploading',
  empty: 'There are no attachments for this user currently',
  somethingWrong: 'Something went wrong',
  fileTypesFailed: 'Something went wrong getting data types',
  /** Not given by the spec: the forbidden state's text. */
  forbidden: 'You do not have access to this patient’s attachments.',
  /** Not given by the spec: what the forbidden state offers a provider (F61). */
  joinRequestHint: 'Ask the patient to join your clinic to see their attachments.',
  joinSend: 'Send',
  joinSent: 'request sent',
  attachmentsOff: 'Attachments are turned off for this clinic.',
} as const;

export const PatientIdQuerySchema = z.object({
  patientId: IdTextSchema,
});

/** Patients may leave the id out: it means themselves (or name a family member they head). */
export const OwnPatientIdQuerySchema = z.object({
  patientId: IdTextSchema.optional(),
});

const searchFields = {
  search: z.string().trim().max(TextLimit.short).optional(),
  fileType: z.enum(ATTACHMENT_FILE_TYPES).optional(),
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(ATTACHMENTS_PAGE_SIZE).default(ATTACHMENTS_PAGE_SIZE),
  sort: z.enum(ATTACHMENT_SORT_FIELDS).default('uploadedDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

/** F53: `GET /attachment/search` (patient id, search, file type, page, size) plus the sort. */
export const AttachmentSearchQuerySchema = PatientIdQuerySchema.extend(searchFields);
export type AttachmentSearchQuery = z.input<typeof AttachmentSearchQuerySchema>;

/** F56: `GET /attachment/patient/search`, the patient's own files. */
export const OwnAttachmentSearchQuerySchema = OwnPatientIdQuerySchema.extend(searchFields);

/** F137, as this product serves it: `savedFileName` is the storage key and never a path. */
export const PatientAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  savedFileName: z.string(),
  fileType: z.string(),
  size: z.number().int(),
  uploadedDate: z.iso.datetime({ offset: true }),
  uploadedBy: z.string(),
  uploadedByEmail: z.string(),
  attachedTo: z.literal('GENERAL'),
  relatedEntityId: z.number().int(),
});
export type PatientAttachment = z.infer<typeof PatientAttachmentSchema>;

export const AttachmentPageSchema = pageSchema(PatientAttachmentSchema);
export type AttachmentPage = z.infer<typeof AttachmentPageSchema>;

export const AttachmentFileTypesSchema = z.array(z.string());

export const UploadedAttachmentsSchema = z.array(PatientAttachmentSchema);

export const AttachmentUploadQuerySchema = OwnPatientIdQuerySchema.extend({
  /** The clinic the files are kept in; by default the first of the caller's shared clinics. */
  clinicId: IdTextSchema.optional(),
});

export const AttachmentDownloadQuerySchema = z.object({ id: IdTextSchema });

/** F57, F61: whether the caller is kept from the patient's attachments, and a join request's state. */
export const ForbiddenAttachSchema = z.object({
  forbidden: z.boolean(),
  joinRequestSent: z.boolean(),
});
export type ForbiddenAttach = z.infer<typeof ForbiddenAttachSchema>;

export const JoinRequestBodySchema = z.object({ patientId: IdSchema });
