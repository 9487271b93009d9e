import {
  TemplateMessages as M,
  cleanQuestions,
  parseQuestions,
  type QuestionType,
  type SaveTemplateRequest,
  type Template,
} from '@clinicall/shared/notes/templates';

/** A question as the editor holds it, with an error shown under it. */
export type DraftQuestion = {
  label: string;
  type: QuestionType;
  options: string[];
  error: string | null;
};

export type TemplateDraft = {
  name: string;
  description: string;
  isVisibleToPatient: boolean;
  questions: DraftQuestion[];
};

export const blankQuestion = (): DraftQuestion => ({
  label: '',
  type: 'input',
  options: [],
  error: null,
});

export const emptyTemplate = (): TemplateDraft => ({
  name: '',
  description: '',
  isVisibleToPatient: true,
  questions: [blankQuestion()],
});

export function draftOf(template: Template): TemplateDraft {
  const questions = parseQuestions(template.templateEditFormJson).map((q) => ({
    ...q,
    options: q.type === 'dropdown' ? [...q.options] : [],
    error: null,
  }));
  return {
    name: template.name,
    description: template.description,
    isVisibleToPatient: template.isVisibleToPatient,
    questions: questions.length > 0 ? questions : [blankQuestion()],
  };
}

/** A question is complete with its text, and a dropdown with at least one option. */
export const questionComplete = (q: DraftQuestion) =>
  q.label.trim() !== '' && (q.type !== 'dropdown' || q.options.some((o) => o.trim() !== ''));

/** E31: a dropdown or checkbox needs the question's text first. */
export function chooseType(q: DraftQuestion, type: QuestionType): DraftQuestion {
  if (type !== 'input' && q.label.trim() === '') return { ...q, error: M.questionFirst };
  return {
    ...q,
    type,
    options: type === 'dropdown' ? (q.options.length > 0 ? q.options : ['']) : [],
    error: null,
  };
}

/** E32: a new question only once the one before is complete. */
export const canAddQuestion = (draft: TemplateDraft) => {
  const last = draft.questions.at(-1);
  return last === undefined || questionComplete(last);
};

export type TemplateErrors = { name?: string; description?: string };

/** What is missing from one question, said under that question only, or null. */
export function questionError(q: DraftQuestion): string | null {
  if (q.label.trim() === '') return M.questionFirst;
  if (q.type === 'dropdown' && !q.options.some((o) => o.trim() !== '')) return M.optionRequired;
  return null;
}

/**
 * E30: the name and the description are required; every question must be complete. Each
 * incomplete question carries its own error (issue 21: one message in one place, not also a
 * second copy under the list).
 */
export function validate(draft: TemplateDraft): {
  errors: TemplateErrors;
  questions: DraftQuestion[];
  valid: boolean;
} {
  const errors: TemplateErrors = {};
  if (draft.name.trim() === '') errors.name = M.nameRequired;
  if (draft.description.trim() === '') errors.description = M.descriptionRequired;
  const questions = draft.questions.map((q) => ({ ...q, error: questionError(q) }));
  const valid = Object.keys(errors).length === 0 && questions.every((q) => q.error === null);
  return { errors, questions, valid };
}

/** E33, E36: the request, empty options dropped. */
export function templateRequest(draft: TemplateDraft): SaveTemplateRequest {
  const questions = JSON.stringify(cleanQuestions(draft.questions));
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    templateEditFormJson: questions,
    templateEditFormDataJson: '{}',
    templateDisplayFormJson: questions,
    isVisibleToPatient: draft.isVisibleToPatient,
  };
}
