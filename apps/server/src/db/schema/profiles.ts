import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type {
  Address,
  EmergencyContact,
  MedicalHistory,
  MedicineInfo,
} from '@clinicall/shared/people/patient-profile';
import type { Office, Place } from '@clinicall/shared/people/provider-profile';
import { users } from './identity.js';

export const providerProfiles = pgTable('provider_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  primarySpecialty: text('primary_specialty'),
  briefOverview: text('brief_overview'),
  preferred: boolean('preferred').notNull().default(false),
  specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  insurances: jsonb('insurances').$type<string[]>().notNull().default([]),
  recommendation: text('recommendation').notNull().default(''),
  /** B50: name, address, city and state each (migration 0046 gave older entries empty ones). */
  offices: jsonb('offices').$type<Office[]>().notNull().default([]),
  hospitalAffiliations: jsonb('hospital_affiliations').$type<Place[]>().notNull().default([]),
  alternativeEmails: jsonb('alternative_emails').$type<string[]>().notNull().default([]),
  /** F136: an e-mail change waiting for confirmation, shown highlighted (as F20 for patients). */
  newEmail: text('new_email'),
});

export const patientProfiles = pgTable(
  'patient_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    ehrId: text('ehr_id'),
    /** Set on a family-member account: the patient account that manages it. */
    familyOwnerId: integer('family_owner_id').references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship'),
    address: jsonb('address').$type<Address>(),
    alternativeEmails: jsonb('alternative_emails').$type<string[]>().notNull().default([]),
    medicalHistory: jsonb('medical_history').$type<MedicalHistory>().notNull().default({}),
    medicineInfo: jsonb('medicine_info').$type<MedicineInfo>(),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    /** F20: an e-mail change waiting for confirmation, shown highlighted. */
    newEmail: text('new_email'),
  },
  (t) => [index('patient_profiles_family_owner_idx').on(t.familyOwnerId)],
);

/** Which providers an assistant may act for. */
export const assistantProviders = pgTable(
  'assistant_providers',
  {
    assistantId: integer('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assistantId, t.providerId] }),
    index('assistant_providers_provider_idx').on(t.providerId),
  ],
);
