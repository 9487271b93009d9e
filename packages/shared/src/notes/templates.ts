import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { IdTextSchema } from '../ids.js';

/** Spec 1 §8 "Template" texts, word for word (E30, E31, E34–E36). */
export const TemplateMessages = {
  nameRequired: 'Please enter template name',
  descriptionRequired: 'Please enter template description',
  questionFirst: 'Please provide your question first',
  /** Not in the spec: a dropdown question saved with no option would offer nothing to choose. */
  optionRequired: 'Please add at least one option',
  nameTaken: (name: string) => `Template name ${name} already exists`,
  saved: 'Template saved successfully',
  updated: 'Template updated successfully',
  /** Not in the spec: a template a video type still uses cannot go (the type would lose its form). */
  inUse: 'This template is used by one of your video encounter types and cannot be deleted.',
  deleted: 'Template deleted',
  /** Not in the spec (E27 only hides the screen): the server's answer when no clinic allows templates. */
  disabled: 'Appointment templates are not enabled in your clinic.',
} as const;

/** E29: the three kinds of question. */
export const QUESTION_TYPES = ['input', 'checkbox', 'dropdown'] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/**
 * One question of a template's form. A checkbox question is a yes/no tick; a dropdown offers its
 * options. Empty options are dropped on save (E33), so a stored dropdown has at least one.
 */
export const QuestionSchema = z.object({
  label: z.string().trim().min(1).max(TextLimit.normal),
  type: QuestionTypeSchema,
  options: z.array(z.string().max(TextLimit.normal)).max(50).default([]),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionListSchema = z.array(QuestionSchema).min(1).max(100);

/** Answers by question index: text for input and dropdown, a tick for checkbox. */
export const AnswersSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));
export type Answers = z.infer<typeof AnswersSchema>;

/** E33: options without text go; a question other than a dropdown keeps none. */
export function cleanQuestions(questions: readonly Question[]): Question[] {
  return questions.map((q) => ({
    label: q.label.trim(),
    type: q.type,
    options: q.type === 'dropdown' ? q.options.map((o) => o.trim()).filter((o) => o !== '') : [],
  }));
}

/** Reads a stored form JSON; anything malformed reads as no questions rather than failing a page. */
export function parseQuestions(json: string | null | undefined): Question[] {
  if (!json) return [];
  try {
    const parsed = QuestionListSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function parseAnswers(json: string | null | undefined): Answers {
  if (!json) return {};
  try {
    const parsed = AnswersSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** C40: every question but a checkbox needs an answer. */
export function questionnaireComplete(questions: readonly Question[], answers: Answers): boolean {
  return questions.every((q, index) => {
    if (q.type === 'checkbox') return true;
    const answer = answers[String(index)];
    return typeof answer === 'string' && answer.trim() !== '';
  });
}

const Name = z
  .string({ error: TemplateMessages.nameRequired })
  .trim()
  .min(1, TemplateMessages.nameRequired)
  .max(TextLimit.short);
const Description = z
  .string({ error: TemplateMessages.descriptionRequired })
  .trim()
  .min(1, TemplateMessages.descriptionRequired)
  .max(TextLimit.medium);
const FormJson = z.string().max(TextLimit.large);

/** The edit form JSON must hold a valid question list; the others are stored as given. */
const EditFormJson = FormJson.refine((json) => parseQuestions(json).length > 0, {
  message: 'The template needs at least one complete question',
});

/** E28, E36: what POST /templates and PATCH /templates/{id} take. */
export const SaveTemplateRequestSchema = z.object({
  name: Name,
  description: Description,
  templateEditFormJson: EditFormJson,
  templateEditFormDataJson: FormJson.nullish(),
  templateDisplayFormJson: FormJson.nullish(),
  /** C58, E38: whether patients see the questionnaire made from it (default: they do). */
  isVisibleToPatient: z.boolean().default(true),
});
export type SaveTemplateRequest = z.input<typeof SaveTemplateRequestSchema>;

/** E63: an appointment template. */
export const TemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  templateEditFormJson: z.string(),
  templateEditFormDataJson: z.string().nullable(),
  templateDisplayFormJson: z.string().nullable(),
  isVisibleToPatient: z.boolean(),
  providerId: z.number().int(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateListSchema = z.array(TemplateSchema);

export const TemplateIdParamsSchema = z.object({ id: IdTextSchema });
