import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clinicMemberships, clinics } from './clinics.js';

/**
 * F1, F2: the roster's search and order keys, one row per patient membership, kept by the triggers
 * of migration 0022 (a membership added or removed, a name or e-mail changed). With the clinic first
 * in every index, a keyword or a page is an index range inside one clinic: no probe of the
 * memberships per matching user, and the sort keys come from the index (issue 10: 200,000 patients).
 */
export const patientRoster = pgTable(
  'patient_roster',
  {
    clinicId: integer('clinic_id').notNull(),
    userId: integer('user_id').notNull(),
    /** lower(users.first_name) */
    firstKey: text('first_key').notNull(),
    /** lower(users.last_name) */
    lastKey: text('last_key').notNull(),
    /** users.email, stored lower-cased already */
    email: text('email').notNull(),
  },
  (t) => [
    // User first: a renamed user's rows are found by it (the clinic-first indexes serve the rest).
    primaryKey({ columns: [t.userId, t.clinicId] }),
    // A roster row never outlives its membership.
    foreignKey({
      name: 'patient_roster_membership_fk',
      columns: [t.userId, t.clinicId],
      foreignColumns: [clinicMemberships.userId, clinicMemberships.clinicId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // Prefix search on each key; the other keys follow in the index so that a match is read from
    // the index alone (an index-only scan) and a second word is checked there too.
    index('patient_roster_first_key_idx').on(
      t.clinicId,
      sql`${t.firstKey} text_pattern_ops`,
      t.lastKey,
      t.userId,
      t.email,
    ),
    index('patient_roster_last_key_idx').on(
      t.clinicId,
      sql`${t.lastKey} text_pattern_ops`,
      t.firstKey,
      t.userId,
      t.email,
    ),
    index('patient_roster_email_idx').on(
      t.clinicId,
      sql`${t.email} text_pattern_ops`,
      t.lastKey,
      t.firstKey,
      t.userId,
    ),
    // The roster's order: a page is the next stretch of this index.
    index('patient_roster_order_idx').on(t.clinicId, t.lastKey, t.firstKey, t.userId),
  ],
);

/** F1: how many patients each clinic holds, kept by the same triggers (GET /patients/count). */
export const clinicPatientCounts = pgTable(
  'clinic_patient_counts',
  {
    clinicId: integer('clinic_id')
      .primaryKey()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patients: integer('patients').notNull(),
  },
  (t) => [check('clinic_patient_counts_patients_check', sql`${t.patients} >= 0`)],
);
