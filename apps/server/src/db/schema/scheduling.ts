import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { users } from './identity.js';

const encounterTypeCheck = (column: AnyPgColumn) =>
  sql`${column} in ('VIDEO','AUDIO','MESSAGE','OFFICE')`;

/** C111: one account per provider and encounter type; `quantity_cents` is its price. */
export const encounterAccounts = pgTable(
  'encounter_accounts',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    encounterType: text('encounter_type').notNull(),
    active: boolean('active').notNull().default(false),
    quantityCents: integer('quantity_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.encounterType] }),
    check('encounter_accounts_type_check', encounterTypeCheck(t.encounterType)),
    check('encounter_accounts_quantity_check', sql`${t.quantityCents} >= 0`),
  ],
);

/**
 * C8–C11: a provider's video encounter types. A removed type keeps its row (appointments booked
 * with it still name it). The database itself caps the live ones at 3 per provider (C11): each
 * takes one of the slots 1–3, unique among the provider's live types.
 */
export const videoEncounterTypes = pgTable(
  'video_encounter_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    encounterName: text('encounter_name').notNull(),
    description: text('description').notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(15),
    priceCents: integer('price_cents').notNull().default(0),
    allowAppointmentTemplate: boolean('allow_appointment_template').notNull().default(false),
    /** The template table comes with the templates issue; no foreign key until then. */
    templateId: integer('template_id'),
    requireAttachment: boolean('require_attachment').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('video_encounter_types_provider_idx').on(t.providerId),
    uniqueIndex('video_encounter_types_live_slot_key')
      .on(t.providerId, t.slot)
      .where(sql`${t.removedAt} is null`),
    check('video_encounter_types_slot_check', sql`${t.slot} between 1 and 3`),
    check(
      'video_encounter_types_duration_check',
      sql`${t.durationMinutes} in (10, 15, 30, 45, 60, 90)`,
    ),
    check('video_encounter_types_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A wall-clock range of one day, HH:mm to HH:mm, in the schedule's time zone. */
export type StoredRange = { start: string; end: string };
export type StoredDay = { available: boolean; ranges: StoredRange[] };

/**
 * A provider's availability settings: the time zone its wall-clock ranges are read in, the
 * provider's own, taken from their account at each change.
 */
export const providerSchedules = pgTable('provider_schedules', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * C25: recurring default weeks (Monday first, 7 days). A date without times of its own follows the
 * latest default week that starts on or before it, so setting a later week as the default leaves
 * the weeks before it as they were.
 */
export const availabilityDefaultWeeks = pgTable(
  'availability_default_weeks',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A Monday. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    week: jsonb('week').$type<StoredDay[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.effectiveFrom] })],
);

/** Times set for one date (C22, C23), overriding the default week on that date. */
export const availabilityDays = pgTable(
  'availability_days',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    available: boolean('available').notNull().default(true),
    ranges: jsonb('ranges').$type<StoredRange[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.date] })],
);
