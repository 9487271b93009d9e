import { z } from 'zod';
import { LocalDateSchema } from './availability.js';
import {
  EncounterStatusSchema,
  EncounterTypeSchema,
  FinishReasonSchema,
  PaymentTypeSchema,
} from './types.js';

/** A party of an appointment (C109: firstName, lastName, email, id). */
export const EncounterPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type EncounterPerson = z.infer<typeof EncounterPersonSchema>;

/** C73: how the patient pays; `quantity` in USD (0 for insurance). */
export const PatientPaymentSchema = z.object({
  paymentType: PaymentTypeSchema,
  quantity: z.number(),
});
export type PatientPayment = z.infer<typeof PatientPaymentSchema>;

/** The questionnaire answered at booking (spec 1 §3 "Questionnaire on an encounter"). */
export const EncounterQuestionnaireSchema = z.object({
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  templateDescription: z.string().nullable(),
  questionnaireFormJson: z.string().nullable(),
  questionnaireFormDataJson: z.string().nullable(),
  questionnaireNonEditableFormJson: z.string().nullable(),
  isVisibleToPatient: z.boolean(),
});
export type EncounterQuestionnaire = z.infer<typeof EncounterQuestionnaireSchema>;

/**
 * C109: an appointment as every list and detail answers it. Times are ISO instants in UTC; `date`
 * is the start's calendar date in the viewer's time zone; `duration` in minutes (null for a
 * message encounter, which holds no time). `ownedByLogguedUser` (sic) is true when the caller
 * requested it.
 */
export const EncounterSchema = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  type: EncounterTypeSchema,
  status: EncounterStatusSchema,
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime().nullable(),
  date: LocalDateSchema,
  duration: z.number().int().nullable(),
  whatIsWrong: z.string().nullable(),
  patientEncounterSymptom: z
    .object({ preCondition: z.object({ description: z.string() }) })
    .nullable(),
  preCondition: z.string().nullable(),
  patient: EncounterPersonSchema.extend({ isActiveRPM: z.boolean() }),
  provider: EncounterPersonSchema.extend({ primarySpecialty: z.string().nullable() }),
  patientPayment: PatientPaymentSchema,
  paymentData: z.object({
    paymentType: PaymentTypeSchema,
    videoTypeId: z.number().int().nullable(),
    transactionId: z.string().nullable(),
  }),
  videoTypeName: z.string().nullable(),
  room: z.object({ name: z.string(), patientJoined: z.boolean() }).nullable(),
  roomStartTime: z.iso.datetime().nullable(),
  roomEndTime: z.iso.datetime().nullable(),
  topicId: z.number().int().nullable(),
  ownedByLogguedUser: z.boolean(),
  leadProviderId: z.number().int(),
  cancelReason: z.string().nullable(),
  finishReason: FinishReasonSchema.nullable(),
  message: z.object({ subject: z.string().nullable(), messageBody: z.string() }).nullable(),
  questionnaire: EncounterQuestionnaireSchema.nullable(),
  hasDangerousTravel: z.boolean().nullable(),
  hasFeverHistory: z.boolean().nullable(),
  hasRashHistory: z.boolean().nullable(),
  createdDate: z.iso.datetime(),
});
export type Encounter = z.infer<typeof EncounterSchema>;

/** C110: every encounter list answers `encountersDTO` and the total `count`. */
export const EncounterListSchema = z.object({
  encountersDTO: z.array(EncounterSchema),
  count: z.number().int(),
});
export type EncounterList = z.infer<typeof EncounterListSchema>;
