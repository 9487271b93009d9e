import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics, partners } from './clinics.js';
import { users } from './identity.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A partner's ingest secret, sealed (migration 0048); never stored in clear. */
export const rpmPartnerCredentials = pgTable('rpm_partner_credentials', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  issuedAt: at('issued_at').notNull().defaultNow(),
  issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
});

/** G22–G31: a patient's sign-up at a partner; ACTIVE once the partner's first reading arrives. */
export const rpmEnrolments = pgTable(
  'rpm_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    state: text('state').$type<'SENT' | 'ACTIVE'>().notNull(),
    externalId: text('external_id'),
    devices: text('devices').array().notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: at('sent_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    lastReadingAt: at('last_reading_at'),
  },
  (t) => [
    unique('rpm_enrolments_partner_patient').on(t.partnerId, t.patientId),
    index('rpm_enrolments_patient_idx').on(t.patientId),
    index('rpm_enrolments_clinic_idx').on(t.clinicId),
    check('rpm_enrolments_state_check', sql`${t.state} in ('SENT', 'ACTIVE')`),
  ],
);

/** One delivered reading: values in stored units, the delivery's own JSON kept as `raw`. */
export const rpmReadings = pgTable(
  'rpm_readings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    externalId: text('external_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    measuredAt: at('measured_at').notNull(),
    measures: jsonb('measures').$type<Record<string, number>>().notNull(),
    unit: text('unit').notNull(),
    sepsis: boolean('sepsis').notNull().default(false),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    raw: jsonb('raw').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('rpm_readings_partner_external').on(t.partnerId, t.externalId),
    index('rpm_readings_patient_idx').on(t.patientId, t.partnerId, t.measuredAt),
  ],
);

/** Clinic defaults (no patient) and per-patient overrides, per measure. */
export const rpmThresholds = pgTable(
  'rpm_thresholds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'cascade' }),
    measure: text('measure').notNull(),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    sustainMinutes: integer('sustain_minutes').notNull().default(0),
    hysteresis: doublePrecision('hysteresis').notNull().default(0),
    noDataHours: integer('no_data_hours'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('rpm_thresholds_clinic_measure')
      .on(t.clinicId, t.measure)
      .where(sql`${t.patientId} is null`),
    uniqueIndex('rpm_thresholds_patient_measure')
      .on(t.clinicId, t.patientId, t.measure)
      .where(sql`${t.patientId} is not null`),
  ],
);

export const rpmAlerts = pgTable(
  'rpm_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    measure: text('measure').notNull(),
    rule: text('rule').$type<'HIGH' | 'LOW' | 'NO_DATA'>().notNull(),
    value: doublePrecision('value'),
    limitValue: doublePrecision('limit_value'),
    readingId: bigint('reading_id', { mode: 'number' }).references(() => rpmReadings.id, {
      onDelete: 'set null',
    }),
    openedAt: at('opened_at').notNull(),
    clearedAt: at('cleared_at'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('rpm_alerts_one_open')
      .on(t.clinicId, t.patientId, t.measure)
      .where(sql`${t.clearedAt} is null`),
    index('rpm_alerts_patient_idx').on(t.patientId, t.openedAt),
    check('rpm_alerts_rule_check', sql`${t.rule} in ('HIGH', 'LOW', 'NO_DATA')`),
  ],
);
