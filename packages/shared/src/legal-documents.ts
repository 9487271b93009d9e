import { z } from 'zod';

/** Issue 20 point 10: the installation's legal documents, as the API names them. */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy', 'telehealth-consent'] as const;
export const LegalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS);
export type LegalDocumentKind = z.infer<typeof LegalDocumentKindSchema>;

/** The longest text a version holds (characters): several times any real notice. */
export const LEGAL_MARKDOWN_MAX = 100_000;

/** The texts of the legal documents' screens (the spec has none). */
export const LegalMessages = {
  adminTitle: 'Legal documents',
  adminIntro:
    'The terms of use, privacy notice and telehealth consent of this installation. Edit a draft in Markdown, check the preview, then publish it: everyone it applies to is asked to accept it at their next sign-in.',
  markdownRequired: 'Write the text of the document.',
  markdownTooLong: `The text may be at most ${LEGAL_MARKDOWN_MAX.toLocaleString('en-US')} characters.`,
  publishConfirm: 'Everyone will be asked to accept it at their next sign-in',
  publishConfirmPatients: 'Every patient will be asked to accept it at their next sign-in',
  stale: 'This document changed since you opened it. Review the newest text and try again.',
  acceptanceRequired: 'Please review and accept the updated documents to continue.',
  acceptTitle: 'Before you continue',
  acceptIntro: 'We updated the documents below. Please read each one and accept it to continue.',
  loadFailed: 'We could not load the documents. Please try again.',
  notPublished: 'This document is not available yet.',
} as const;

const isoInstant = z.string();

/** A published version, as anyone reads it (the login page links to it). */
export const PublishedLegalDocumentSchema = z.object({
  kind: LegalDocumentKindSchema,
  title: z.string(),
  versionId: z.number().int(),
  version: z.number().int(),
  publishedAt: isoInstant,
  markdown: z.string(),
});
export type PublishedLegalDocument = z.infer<typeof PublishedLegalDocumentSchema>;

/** What a signed-in user still has to accept before anything else. */
export const PendingLegalDocumentsSchema = z.object({
  documents: z.array(PublishedLegalDocumentSchema),
});
export type PendingLegalDocuments = z.infer<typeof PendingLegalDocumentsSchema>;

export const AcceptLegalDocumentsSchema = z.object({
  versionIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(LEGAL_DOCUMENT_KINDS.length),
});
export type AcceptLegalDocuments = z.infer<typeof AcceptLegalDocumentsSchema>;

const MarkdownSchema = z
  .string()
  .max(LEGAL_MARKDOWN_MAX, LegalMessages.markdownTooLong)
  .refine((text) => text.trim().length > 0, LegalMessages.markdownRequired);

export const LegalDraftInputSchema = z.object({ markdown: MarkdownSchema });
export type LegalDraftInput = z.infer<typeof LegalDraftInputSchema>;

/** Publishes the draft only if it is still the version and text the admin previewed. */
export const PublishLegalDraftSchema = z.object({
  version: z.number().int().positive().max(2_147_483_647),
  markdown: MarkdownSchema,
});
export type PublishLegalDraft = z.infer<typeof PublishLegalDraftSchema>;

const PersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/** One version as the super admin sees it, with how many users accepted it. */
export const LegalVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  markdown: z.string(),
  savedAt: isoInstant,
  publishedAt: isoInstant.nullable(),
  publishedBy: PersonSchema.nullable(),
  /** The template the installation came with (no acceptance is asked for it). */
  shipped: z.boolean(),
  acceptedCount: z.number().int(),
});
export type LegalVersion = z.infer<typeof LegalVersionSchema>;

/** One document with its versions, newest first. */
export const AdminLegalDocumentSchema = z.object({
  kind: LegalDocumentKindSchema,
  title: z.string(),
  audience: z.enum(['everyone', 'patients']),
  versions: z.array(LegalVersionSchema),
});
export type AdminLegalDocument = z.infer<typeof AdminLegalDocumentSchema>;
