import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { encounters } from './encounters.js';
import { users } from './identity.js';

/**
 * Questionnaire templates (E27–E36, E63): a provider's own. Names are unique per provider whatever
 * their case (E34): the database refuses the second one, so two saves racing cannot both pass.
 */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    editFormJson: text('edit_form_json').notNull(),
    editFormDataJson: text('edit_form_data_json'),
    displayFormJson: text('display_form_json'),
    isVisibleToPatient: boolean('is_visible_to_patient').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_templates_provider_name_key').on(
      t.providerId,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * The post-encounter note (E39–E46, E61): one per encounter, written by its lead provider. The
 * database caps each code list at six (E41, E42) whatever path writes it.
 */
export const encounterSummaries = pgTable(
  'encounter_summaries',
  {
    encounterId: integer('encounter_id')
      .primaryKey()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    chiefComplaint: text('chief_complaint'),
    subjetiveEvaluation: text('subjetive_evaluation'),
    objectiveEvaluation: text('objective_evaluation'),
    planOfTreatment: text('plan_of_treatment'),
    diagnosisDescription: text('diagnosis_description'),
    diagnosisCodes: text('diagnosis_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cptDescription: text('cpt_description'),
    cptCodes: text('cpt_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    writtenById: integer('written_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'encounter_summaries_codes_check',
      sql`coalesce(array_length(${t.diagnosisCodes}, 1), 0) <= 6 and coalesce(array_length(${t.cptCodes}, 1), 0) <= 6`,
    ),
  ],
);

/**
 * Files attached when booking (C51, C60 files variant). The bytes live in the storage port under
 * `storageKey`, chosen by the server; the uploader's name is only shown and matched on download.
 */
export const encounterFiles = pgTable(
  'encounter_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedById: integer('uploaded_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('encounter_files_encounter_idx').on(t.encounterId),
    uniqueIndex('encounter_files_encounter_name_key').on(t.encounterId, t.fileName),
  ],
);
