import { z } from 'zod';
import { PageSize } from '../constants.js';
import { IdTextSchema } from '../ids.js';
import { RoleSchema } from '../identity.js';
import { RecordAccessMessages } from './messages.js';

/**
 * Where the next page starts: the last row's time (in microseconds, the database's precision: a
 * millisecond cursor would skip or repeat rows read within one millisecond), its id and, for a read
 * that showed several patients, the patient's position in it. Opaque to the client, which only
 * hands back what it was given.
 */
export const AccessCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.\d{1,15}(\.\d{1,6})?$/, RecordAccessMessages.cursorInvalid);

const PersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
});

/** Who did the reading; null when that account no longer exists. */
const ReaderSchema = PersonSchema.nullable();

/**
 * One visit to a patient's record as the patient sees it: the reads of one person (through one
 * clinic, in one role) with no gap longer than `RecordVisitGapMinutes` between them. No address.
 */
export const RecordVisitSchema = z.object({
  key: z.string(),
  reader: ReaderSchema,
  readerRole: RoleSchema.nullable(),
  /** The assistant who read while acting for the reader (a provider). */
  actingAssistant: ReaderSchema,
  clinicName: z.string().nullable(),
  /** What was read, each kind once, in the order first read. */
  kinds: z.array(z.string()),
  firstAt: z.string(),
  lastAt: z.string(),
  reads: z.number().int(),
});
export type RecordVisit = z.infer<typeof RecordVisitSchema>;

export const RecordVisitPageSchema = z.object({
  content: z.array(RecordVisitSchema),
  nextCursor: z.string().nullable(),
});
export type RecordVisitPage = z.infer<typeof RecordVisitPageSchema>;

/** A patient's own list; a family account holder names the family member. */
export const RecordVisitsQuerySchema = z.object({
  patientId: IdTextSchema.optional(),
  cursor: AccessCursorSchema.optional(),
});
export type RecordVisitsQuery = z.infer<typeof RecordVisitsQuerySchema>;

const filterFields = {
  /** A patient's id, or words of their name or e-mail. */
  patient: z.string().trim().max(100).optional(),
  /** A reader's id, or words of their name or e-mail (the acting assistant's too). */
  reader: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  kind: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/)
    .optional(),
};

const orderedRange = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || Date.parse(value.from) <= Date.parse(value.to);
const rangeIssue = { message: RecordAccessMessages.rangeReversed, path: ['to'] };

/** The clinic admin's search of the access log; the CSV download takes the same filter. */
export const AccessLogFilterSchema = z.object(filterFields).refine(orderedRange, rangeIssue);
export type AccessLogFilter = z.infer<typeof AccessLogFilterSchema>;

export const AccessLogQuerySchema = z
  .object({
    ...filterFields,
    cursor: AccessCursorSchema.optional(),
    size: z.coerce.number().int().min(1).max(PageSize.max).default(PageSize.accessLog),
  })
  .refine(orderedRange, rangeIssue);
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>;

const NamedSchema = PersonSchema.extend({ id: z.number().int() });

/** One read of a patient's data as the clinic admin sees it. */
export const AccessLogEntrySchema = z.object({
  /** The audit row's id, shared by the entries of one answer that showed several patients. */
  id: z.number().int(),
  at: z.string(),
  /** Null when the patient's account no longer exists. */
  patient: NamedSchema.nullable(),
  reader: NamedSchema.nullable(),
  readerRole: z.string().nullable(),
  actingAssistant: NamedSchema.nullable(),
  kind: z.string().nullable(),
  /** The id of the record read (an attachment, a note), when the read named one. */
  recordId: z.string().nullable(),
  route: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogPageSchema = z.object({
  content: z.array(AccessLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;
