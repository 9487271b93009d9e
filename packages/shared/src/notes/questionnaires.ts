import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { IdTextSchema } from '../ids.js';

/**
 * E62: a questionnaire on an encounter. An encounter holds the one answered at booking, so its id
 * is the encounter's own.
 */
export const EncounterQuestionnaireItemSchema = z.object({
  id: z.number().int(),
  encounterId: z.number().int(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  templateDescription: z.string().nullable(),
  questionnaireFormJson: z.string().nullable(),
  questionnaireFormDataJson: z.string().nullable(),
  questionnaireNonEditableFormJson: z.string().nullable(),
  isVisibleToPatient: z.boolean(),
});
export type EncounterQuestionnaireItem = z.infer<typeof EncounterQuestionnaireItemSchema>;

export const EncounterQuestionnaireListSchema = z.array(EncounterQuestionnaireItemSchema);

/** E37: PATCH /encounters/{id}/questionnaires/{id}: the answers, and the patient's view of them. */
export const PatchQuestionnaireRequestSchema = z.object({
  questionnaireFormDataJson: z.string().max(TextLimit.large),
  isVisibleToPatient: z.boolean().optional(),
});

export const QuestionnaireParamsSchema = z.object({
  id: IdTextSchema,
  questionnaireId: IdTextSchema,
});

/** C58: GET /patient/encounter/templates/{templateId}/provider/{providerId}. */
export const PatientTemplateParamsSchema = z.object({
  templateId: IdTextSchema,
  providerId: IdTextSchema,
});

/** Files booked with an encounter (C51, C60 files variant; E56 /encounter/download). */
export const EncounterDownloadQuerySchema = z.object({
  encounterId: IdTextSchema,
  fileName: z.string().min(1).max(TextLimit.normal),
});

export const EncounterFileSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
});
export const EncounterFileListSchema = z.array(EncounterFileSchema);

/** C41: the booking form's texts (spec 1 §8 "Booking form"). */
export const BookingFormMessages = {
  incomplete: 'Please complete the form before continuing',
  attachmentRequired: 'Please add an attachment before continuing',
  attentionTitle: 'Attention',
} as const;
