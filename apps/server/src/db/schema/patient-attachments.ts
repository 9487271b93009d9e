import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { users } from './identity.js';

/**
 * Files kept in a patient's Attachments tab (spec 2 §3 "Attachment", F52–F60). Each belongs to the
 * clinic it was uploaded in, so a provider reads only what their own clinics hold. The bytes live
 * in the storage port under `storage_key`; the name the uploader gave is only shown, never used.
 */
export const patientAttachments = pgTable(
  'patient_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The extension whose content check the file passed (pdf, docx, dcm…). */
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: integer('uploaded_by_id')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_attachments_storage_key_key').on(t.storageKey),
    index('patient_attachments_patient_idx').on(t.patientId, t.clinicId, t.uploadedAt),
  ],
);

/**
 * F61: a provider asked a patient outside their clinics to join, so the patient's attachments
 * become visible to them. One request per clinic and patient; sending again changes nothing.
 */
export const attachmentJoinRequests = pgTable(
  'attachment_join_requests',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.patientId] })],
);
