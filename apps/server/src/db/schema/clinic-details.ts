import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';

/** B48: a clinic's address boxes (spec 3 §3 addressUSDTOList), kept in the order entered. */
export const clinicAddresses = pgTable(
  'clinic_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstStreetLine: text('first_street_line').notNull(),
    secondStreetLine: text('second_street_line'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    addressType: text('address_type').notNull(),
    postalCode: text('postal_code').notNull(),
    addressActive: boolean('address_active').notNull().default(true),
  },
  (t) => [index('clinic_addresses_clinic_idx').on(t.clinicId, t.position)],
);

/**
 * B28–B36: the consent PDFs, one per slot (1–3). `fileId` names the stored file
 * (`clinic-consents/<fileId>`); `sha256` lets a save refuse the same file in two slots (B35).
 */
export const clinicConsents = pgTable(
  'clinic_consents',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    fileId: text('file_id').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.slot] }),
    check('clinic_consents_slot_check', sql`${t.slot} between 1 and 3`),
  ],
);

/** B51, I25: the experience builder's named links (at most 5 a clinic). */
export const clinicExperienceBoxes = pgTable(
  'clinic_experience_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('clinic_experience_boxes_clinic_idx').on(t.clinicId, t.position)],
);

/** B55–B59: a parent account grouping clinics. */
export const parentClinics = pgTable(
  'parent_clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    activated: boolean('activated').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('parent_clinics_description_check', sql`char_length(${t.description}) <= 1000`)],
);

/** The clinics of a parent account; a clinic belongs to one parent account at most. */
export const parentClinicMembers = pgTable(
  'parent_clinic_members',
  {
    parentClinicId: integer('parent_clinic_id')
      .notNull()
      .references(() => parentClinics.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentClinicId, t.clinicId] }),
    uniqueIndex('parent_clinic_members_clinic_key').on(t.clinicId),
  ],
);
