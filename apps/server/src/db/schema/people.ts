import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ProfileDiffOperation } from '@clinicall/shared/people/history';
import { users } from './identity.js';

/**
 * F11: every saved edit of a patient profile, with the profile as it was and the operations that
 * made the new one. Rows are only ever added.
 */
export const patientProfileHistory = pgTable(
  'patient_profile_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modifiedById: integer('modified_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when an assistant made the edit acting as a provider. */
    actingAssistantId: integer('acting_assistant_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    oldProfile: jsonb('old_profile').$type<Record<string, unknown>>().notNull(),
    diff: jsonb('diff').$type<ProfileDiffOperation[]>().notNull(),
  },
  (t) => [index('patient_profile_history_patient_idx').on(t.patientId, t.modifiedAt)],
);
