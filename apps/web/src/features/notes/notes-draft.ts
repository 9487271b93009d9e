import { z } from 'zod';
import { MAX_CODES, type EncounterSummary } from '@clinicall/shared/notes/summaries';
import { draftKey, draftSlot } from '../../lib/drafts';

/** The wizard's steps (E39), in order; its `/success` step is the dashboard (E46). */
export const NOTE_STEPS = ['first', 'second', 'third'] as const;
export type NoteStep = (typeof NOTE_STEPS)[number];
export const isNoteStep = (value: string | undefined): value is NoteStep =>
  (NOTE_STEPS as readonly string[]).includes(value ?? '');

/** What the wizard holds between steps; read back from the browser, so parsed like outside input. */
export const NoteDraftSchema = z.object({
  subjetiveEvaluation: z.string(),
  objectiveEvaluation: z.string(),
  planOfTreatment: z.string(),
  diagnosisDescription: z.string(),
  diagnosisCodes: z.array(z.string()).max(MAX_CODES),
  cptDescription: z.string(),
  cptCodes: z.array(z.string()).max(MAX_CODES),
});
export type NoteDraft = z.infer<typeof NoteDraftSchema>;

/** The saved note as the wizard's start; one empty code field where there is none. */
export function draftFromSummary(summary: EncounterSummary): NoteDraft {
  const codes = (list: string[]) => {
    const kept = list.filter((code) => code !== '');
    return kept.length > 0 ? kept : [''];
  };
  return {
    subjetiveEvaluation: summary.subjetiveEvaluation ?? '',
    objectiveEvaluation: summary.objectiveEvaluation ?? '',
    planOfTreatment: summary.planOfTreatment ?? '',
    diagnosisDescription: summary.diagnosisDescription ?? '',
    diagnosisCodes: codes(summary.diagnosisCodes),
    cptDescription: summary.cptDescription ?? '',
    cptCodes: codes(summary.cptCodes),
  };
}

/** E41, E42: a code field is added only below six. */
export const canAddCode = (codes: readonly string[]) => codes.length < MAX_CODES;

/** E45: empty codes are dropped before saving. */
export function summaryRequest(draft: NoteDraft) {
  const codes = (list: string[]) => list.map((c) => c.trim()).filter((c) => c !== '');
  return {
    ...draft,
    diagnosisCodes: codes(draft.diagnosisCodes),
    cptCodes: codes(draft.cptCodes),
  };
}

/**
 * E44: each completed step is kept in the tab's storage, so a reload loses nothing; keyed by the
 * signed-in user and forgotten at sign-out (lib/drafts, issue 19 path 9).
 */
export const noteStorage = (userId: number, encounterId: number) =>
  draftSlot(NoteDraftSchema, draftKey(userId, `note.${encounterId}`), 'session');
