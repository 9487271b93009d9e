import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { users } from './identity.js';

/** Who did what, when and from where. Rows are never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The assistant behind an impersonated action. */
    actingAssistantId: integer('acting_assistant_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The e-mail as typed, for failed sign-ins of unknown accounts. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The patient whose data a `patient.read` row (or another patient-data action) concerns. */
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    /** The clinic through which the caller reached that patient; null for the patient themselves. */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    /** The role the caller acted in (an acting assistant's rows say ROLE_PROVIDER and name the assistant). */
    actorRole: text('actor_role'),
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
  ],
);
