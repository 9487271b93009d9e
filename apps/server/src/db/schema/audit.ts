import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Who did what, when and from where. Rows are never updated (a trigger refuses it) and hold plain
 * ids, no foreign keys: a row keeps naming who acted and whose record was read even if an account
 * goes, and an insert locks no user row (migration 0030 says what that cost).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    /** The assistant behind an impersonated action. */
    actingAssistantId: integer('acting_assistant_id'),
    /** The e-mail as typed, for failed sign-ins of unknown accounts. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The patient whose data a `patient.read` row (or another patient-data action) concerns. */
    patientId: integer('patient_id'),
    /** The clinic through which the caller reached that patient; null for the patient themselves. */
    clinicId: integer('clinic_id'),
    /** The role the caller acted in (an acting assistant's rows say ROLE_PROVIDER and name the assistant). */
    actorRole: text('actor_role'),
    /**
     * A `patient.read` row's patients: everyone the answer showed, one row per answer (migration
     * 0035). `clinicIds` holds, at the same position, the clinic each was reached through (null
     * for the patient's own side); a patient reached through two clinics appears twice.
     */
    patientIds: integer('patient_ids').array(),
    clinicIds: integer('clinic_ids').array().$type<(number | null)[]>(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_patient_idx')
      .on(t.patientId, t.at)
      .where(sql`${t.patientId} IS NOT NULL`),
    index('audit_log_clinic_idx')
      .on(t.clinicId, t.at)
      .where(sql`${t.clinicId} IS NOT NULL`),
    // Issue 20 point 8: the super admin's audit viewer, newest admin actions first (migration 0040).
    index('audit_log_admin_idx')
      .on(t.at, t.id)
      .where(sql`${t.action} like 'admin.%'`),
    index('audit_log_patient_ids_idx')
      .using('gin', t.patientIds)
      .where(sql`${t.patientIds} IS NOT NULL`),
    index('audit_log_clinic_ids_idx')
      .using('gin', t.clinicIds)
      .where(sql`${t.clinicIds} IS NOT NULL`),
    check(
      'audit_log_read_arrays_aligned',
      sql`cardinality(${t.patientIds}) = cardinality(${t.clinicIds})`,
    ),
  ],
);
