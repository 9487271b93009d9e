import { FileLimits, FileMessages } from '@clinicall/shared/files';
import { BookingFormMessages as M } from '@clinicall/shared/notes/questionnaires';
import { parseQuestions, questionnaireComplete } from '@clinicall/shared/notes/templates';
import type { BookingDraft } from './booking-draft';

export type FormProblem = { kind: 'incomplete' | 'attachment'; text: string };

/**
 * C40, C41: what keeps the form step from continuing: an unanswered question (checkboxes may stay
 * unticked), or no attachment when the sub-type requires one.
 */
export function formProblem(draft: BookingDraft, files: readonly File[]): FormProblem | null {
  const questions = parseQuestions(draft.questionnaire?.formJson);
  if (!questionnaireComplete(questions, draft.answers)) {
    return { kind: 'incomplete', text: M.incomplete };
  }
  if (draft.requireAttachment && files.length === 0) {
    return { kind: 'attachment', text: M.attachmentRequired };
  }
  return null;
}

/** E11, E12: 35 MB a file, 100 MB in all; the first refusal's text, or null. */
export function attachmentsProblem(files: readonly File[]): string | null {
  if (files.some((file) => file.size > FileLimits.attachmentBytes)) {
    return FileMessages.attachmentTooLarge;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > FileLimits.messageTotalBytes ? FileMessages.messageTotalTooLarge : null;
}
