import { z } from 'zod';
import { PageSize } from '../constants.js';

/** Issue 20 point 8: the texts of the super admin's audit viewer (the spec has none). */
export const AdminAuditMessages = {
  title: 'Admin audit',
  intro:
    'Every change an administrator made and every report downloaded, newest first, with what changed. Secrets are never shown.',
  cardDescription: 'Who changed what, and when.',
  empty: 'No admin actions match this search.',
  loadFailed: 'We could not load the admin audit. Please try again.',
  downloadFailed: 'We could not download the admin audit. Please try again.',
  rangeReversed: 'The end of the date range must not be before its start.',
  formerUser: 'A former user',
} as const;

/** Where the next page starts (opaque to the client: the last row's time in microseconds and id). */
export const AdminAuditCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.\d{1,15}$/, 'This page of the audit is no longer available: search again.');

const filterFields = {
  /** A clinic's id, or words of its name. */
  clinic: z.string().trim().max(100).optional(),
  /** An actor's id, or words of their name or e-mail. */
  actor: z.string().trim().max(100).optional(),
  /** Instants (the web sends the viewer's midnights); `to` is exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

const orderedRange = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || Date.parse(value.from) <= Date.parse(value.to);
const rangeIssue = { message: AdminAuditMessages.rangeReversed, path: ['to'] };

export const AdminAuditFilterSchema = z.object(filterFields).refine(orderedRange, rangeIssue);
export type AdminAuditFilter = z.infer<typeof AdminAuditFilterSchema>;

export const AdminAuditQuerySchema = z
  .object({
    ...filterFields,
    cursor: AdminAuditCursorSchema.optional(),
    size: z.coerce.number().int().min(1).max(PageSize.max).default(PageSize.adminAudit),
  })
  .refine(orderedRange, rangeIssue);
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

const FieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/** One admin action: who, when, what, on which target, and each field's old and new value. */
export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  actorRole: z.string().nullable(),
  clinic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  target: z.object({ type: z.string(), id: z.union([z.string(), z.number()]) }).nullable(),
  changes: z.record(z.string(), FieldChangeSchema),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditPageSchema = z.object({
  content: z.array(AdminAuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
