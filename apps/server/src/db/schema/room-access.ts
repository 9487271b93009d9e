import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { encounters } from './encounters.js';
import { users } from './identity.js';

/**
 * People in an appointment's room besides its provider and patient of record: the other patients
 * of an on-demand call (`PATIENT`, an account) and guests a provider invited by e-mail (`INVITED`,
 * a name only, entered on the invite page). Setting `removedAt` refuses their room passes at once.
 */
export const encounterGuests = pgTable(
  'encounter_guests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The guest patient's account; null for an invited guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the invitation went (invited guests). */
    email: text('email'),
    /** The name the guest typed on the invite page; null until then. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Redemptions of the invitation so far; only a pass carrying the latest count admits. */
    redemptions: integer('redemptions').notNull().default(0),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('encounter_guests_encounter_idx').on(t.encounterId),
    index('encounter_guests_user_idx').on(t.userId),
    check('encounter_guests_kind_check', sql`${t.kind} in ('PATIENT','INVITED')`),
    check(
      'encounter_guests_shape_check',
      sql`(${t.kind} = 'PATIENT' and ${t.userId} is not null) or (${t.kind} = 'INVITED' and ${t.userId} is null and ${t.email} is not null)`,
    ),
  ],
);

/**
 * The links `/room-link/:id` sent by e-mail and SMS (D19–D27): a patient opens one with their date
 * of birth. Only an HMAC of the link id is kept, so a copy of the table opens no room.
 */
export const roomLinks = pgTable(
  'room_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    linkHash: text('link_hash').notNull().unique(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    /** Whose date of birth opens it and whose room pass it gives. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_links_encounter_idx').on(t.encounterId)],
);

/** The local SMS outbox, used when no SMS provider is configured (like `mail_outbox`). */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
