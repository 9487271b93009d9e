import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { users } from './identity.js';
import { videoEncounterTypes } from './scheduling.js';

export type StoredMessage = { subject: string | null; messageBody: string };
export type StoredQuestionnaire = {
  templateId: number | null;
  questionnaireFormJson: string | null;
  questionnaireFormDataJson: string | null;
  questionnaireNonEditableFormJson: string | null;
  isVisibleToPatient: boolean;
};

/**
 * Appointments (C109). Times are instants (timestamptz). A provider never holds two overlapping
 * active appointments: the exclusion constraint `encounters_no_overlap` (hand-written migration,
 * btree_gist) refuses the second one, whatever the code path, on PGlite and PostgreSQL alike.
 */
export const encounters = pgTable(
  'encounters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    leadProviderId: integer('lead_provider_id')
      .notNull()
      .references(() => users.id),
    /** Who requested it: the patient (ownedbypatient) or the provider (ownedbyprovider). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The signed-in user who made it, and the assistant acting for them if any. */
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdByAssistantId: integer('created_by_assistant_id').references(() => users.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Null for a message encounter, which holds no time (C33). */
    endTime: timestamp('end_time', { withTimezone: true }),
    durationMinutes: smallint('duration_minutes'),
    videoTypeId: integer('video_type_id').references(() => videoEncounterTypes.id),
    paymentType: text('payment_type').notNull(),
    /** What the patient pays by card, in cents: 0 for insurance (C73). */
    quantityCents: integer('quantity_cents').notNull().default(0),
    transactionId: text('transaction_id'),
    whatIsWrong: text('what_is_wrong'),
    preCondition: text('pre_condition'),
    message: jsonb('message').$type<StoredMessage>(),
    questionnaire: jsonb('questionnaire').$type<StoredQuestionnaire>(),
    hasDangerousTravel: boolean('has_dangerous_travel'),
    hasFeverHistory: boolean('has_fever_history'),
    hasRashHistory: boolean('has_rash_history'),
    cancelReason: text('cancel_reason'),
    finishReason: text('finish_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    roomName: text('room_name'),
    roomStartTime: timestamp('room_start_time', { withTimezone: true }),
    roomEndTime: timestamp('room_end_time', { withTimezone: true }),
    /** When the room was last left empty (migration 0042): its end once the grace has passed. */
    roomLeftAt: timestamp('room_left_at', { withTimezone: true }),
    patientJoined: boolean('patient_joined').notNull().default(false),
    topicId: integer('topic_id'),
    /**
     * Issue 24: the Idempotency-Key the booking was made with (migration 0052), and a hash of the
     * request it was first used for; a retry with both finds this appointment.
     */
    clientKey: text('client_key'),
    clientRequestHash: text('client_request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Free slots and a provider's lists; a patient's lists; a clinic's lists and counters by status.
    index('encounters_provider_start_idx').on(t.providerId, t.startTime),
    index('encounters_patient_start_idx').on(t.patientId, t.startTime),
    index('encounters_clinic_status_start_idx').on(t.clinicId, t.status, t.startTime),
    // Issue 20 point 7: the usage report's keyset pages over every clinic (migration 0040).
    index('encounters_start_id_idx').on(t.startTime, t.id),
    uniqueIndex('encounters_creator_client_key').on(t.createdById, t.clientKey),
    // Issue 19 path 6: a booking account's open requests not paid by card, counted at each booking.
    index('encounters_open_requests_owner_idx')
      .on(t.ownerId, t.startTime)
      .where(
        sql`${t.status} in ('REQUESTED','PENDING') and ${t.transactionId} is null and ${t.endTime} is not null`,
      ),
    check('encounters_type_check', sql`${t.type} in ('VIDEO','AUDIO','MESSAGE','OFFICE')`),
    check(
      'encounters_status_check',
      sql`${t.status} in ('REQUESTED','PENDING','ACCEPTED','DECLINED','CANCELLED','STARTED','PROVIDER_STARTED','PATIENT_STARTED','FINISHED')`,
    ),
    check(
      'encounters_finish_reason_check',
      sql`${t.finishReason} is null or ${t.finishReason} in ('APPOINTMENT_CONCLUDED','PATIENT_NOT_ATTEND','TEST_NOT_TRUE_APPOINTMENT','OTHER')`,
    ),
    check('encounters_payment_type_check', sql`${t.paymentType} in ('CASH','INSURANCE')`),
    check('encounters_quantity_check', sql`${t.quantityCents} >= 0`),
    // No appointment lasts a day: the free-slot search bounds its index range by that.
    check(
      'encounters_times_check',
      sql`(${t.type} = 'MESSAGE' and ${t.endTime} is null) or (${t.endTime} > ${t.startTime} and ${t.endTime} <= ${t.startTime} + interval '1 day')`,
    ),
  ],
);

/**
 * The e-mailed links that answer a request (C98–C102): only an HMAC of each token is kept, so a
 * copy of the table answers nothing. A link works once, until `expiresAt`, for its recipient.
 */
export const encounterResponseTokens = pgTable(
  'encounter_response_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('encounter_response_tokens_encounter_idx').on(t.encounterId)],
);

/**
 * Reminders sent: the primary key makes a second send of one reminder (per appointment, kind and
 * start time) a no-op, whatever runs the job twice.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.encounterId, t.kind, t.startTime] }),
    check('appointment_reminders_kind_check', sql`${t.kind} in ('24h','1h')`),
  ],
);
