import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { IdTextSchema } from '../ids.js';

/** Spec 1 §8 "Encounter summary" texts (E50, E51). */
export const SummaryMessages = {
  noData: 'No data provided.',
  updated: 'Updated successfully',
  failed: 'Something went wrong',
  /** E41, E42: not worded by the spec. */
  tooManyCodes: 'At most 6 codes can be added.',
  leadOnly: 'Only the lead provider can edit this summary.',
  notStarted: 'The summary can be written once the appointment has started.',
} as const;

/** Spec 1 §9: six diagnosis and six CPT codes at most. */
export const MAX_CODES = 6;

/** E43, E45: each code capped by the normal limit; empty codes are dropped before saving. */
const Codes = z
  .array(z.string().trim().max(TextLimit.normal))
  .transform((codes) => codes.filter((code) => code !== ''))
  .refine((codes) => codes.length <= MAX_CODES, SummaryMessages.tooManyCodes);

const Text = z.string().max(TextLimit.large).nullish();

/** E40–E42, E46: what POST and PUT /encounters/{id}/summary take (spelling as the spec's). */
export const SaveSummaryRequestSchema = z.object({
  chiefComplaint: z.string().max(TextLimit.medium).nullish(),
  subjetiveEvaluation: Text,
  objectiveEvaluation: Text,
  planOfTreatment: Text,
  diagnosisDescription: Text,
  diagnosisCodes: Codes.default([]),
  cptDescription: Text,
  cptCodes: Codes.default([]),
});
export type SaveSummaryRequest = z.input<typeof SaveSummaryRequestSchema>;

/** E61: the encounter summary; the code lists always carry six entries (blank when unused). */
export const EncounterSummarySchema = z.object({
  encounterId: z.number().int(),
  chiefComplaint: z.string().nullable(),
  subjetiveEvaluation: z.string().nullable(),
  objectiveEvaluation: z.string().nullable(),
  planOfTreatment: z.string().nullable(),
  diagnosisDescription: z.string().nullable(),
  diagnosisCodes: z.array(z.string()).length(MAX_CODES),
  cptDescription: z.string().nullable(),
  cptCodes: z.array(z.string()).length(MAX_CODES),
  attachedFiles: z.array(z.string()),
  showPreconditions: z.boolean(),
  patientID: z.number().int(),
  leadProvider: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  /** Whether the caller may write it (E48), and whether anything was written yet. */
  editable: z.boolean(),
  written: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EncounterSummary = z.infer<typeof EncounterSummarySchema>;

/** Six entries, blanks after the codes (E61). */
export const padCodes = (codes: readonly string[]) =>
  [...codes, ...Array<string>(MAX_CODES).fill('')].slice(0, MAX_CODES);

/** E47: the encounter's form: who the patient is and what the visit was. */
export const EncounterFormSchema = z.object({
  encounterId: z.number().int(),
  patient: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  provider: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  encounterType: z.string(),
  videoTypeName: z.string().nullable(),
  chiefComplaint: z.string().nullable(),
  preCondition: z.string().nullable(),
  status: z.string(),
  startTime: z.string(),
  roomStartTime: z.string().nullable(),
  /** E49: summary sections appear once the appointment started. */
  started: z.boolean(),
});
export type EncounterForm = z.infer<typeof EncounterFormSchema>;

export const EncounterIdParamsSchema = z.object({ id: IdTextSchema });
