import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { Messages } from '../messages.js';
import { UsdSchema } from './money.js';
import { EncounterTypeInputSchema, isTimedType, PaymentTypeInputSchema } from './types.js';
import { IdSchema } from '../ids.js';

const required = { error: Messages.generic.required };
const Instant = z.iso.datetime({ offset: true });
const req = { message: Messages.generic.required };

/** A form's JSON as the template editor produces it; capped by the spec's large limit. */
const FormJson = z.string().max(TextLimit.large).nullish();

export const QuestionnaireInputSchema = z.object({
  templateId: IdSchema.nullish(),
  questionnaireFormJson: FormJson,
  questionnaireFormDataJson: FormJson,
  questionnaireNonEditableFormJson: FormJson,
  isVisibleToPatient: z.boolean().optional(),
});

/**
 * C60, C73: how the patient pays. `quantity` is what the booking screen showed; the server prices
 * the booking itself and refuses it (PRICE_CHANGED) when the offer no longer costs that.
 */
export const PatientPaymentInputSchema = z.object({
  paymentType: PaymentTypeInputSchema,
  quantity: UsdSchema.optional(),
});

const bookingFields = {
  /** Required for timed types; a message encounter (C33) has no slot. */
  startTime: Instant.optional(),
  endTime: Instant.optional(),
  type: EncounterTypeInputSchema,
  patientPayment: PatientPaymentInputSchema,
  /** C39: the chosen video sub-type travels in paymentData, as in the booking draft. */
  paymentData: z
    .object({ paymentType: PaymentTypeInputSchema.optional(), videoTypeId: IdSchema.nullish() })
    .optional(),
  questionnaire: QuestionnaireInputSchema.optional(),
  /** The clinic to book in when provider and patient share several; the first such by default. */
  clinicId: IdSchema.optional(),
  hasDangerousTravel: z.boolean().optional(),
  hasFeverHistory: z.boolean().optional(),
  hasRashHistory: z.boolean().optional(),
};

type Timing = {
  type: string;
  startTime?: string | undefined;
  endTime?: string | undefined;
  paymentData?: { videoTypeId?: number | null | undefined } | undefined;
};

/** Timed types need both times, in order; a video booking names its video type. */
function checkTiming(body: Timing, ctx: z.RefinementCtx) {
  const timed = isTimedType(body.type as Parameters<typeof isTimedType>[0]);
  if (timed && !body.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], ...req });
  if (timed && !body.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], ...req });
  if (body.startTime && body.endTime && Date.parse(body.endTime) <= Date.parse(body.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must follow startTime' });
  }
  if (body.type === 'VIDEO' && !body.paymentData?.videoTypeId) {
    ctx.addIssue({ code: 'custom', path: ['paymentData', 'videoTypeId'], ...req });
  }
}
/** A message to the provider (C60): the reason for visit's text. */
export const BookingMessageSchema = z.object({
  subscribersEmails: z.array(z.string().max(TextLimit.short)).max(20).optional(),
  subject: z.string().trim().max(TextLimit.short).nullish(),
  messageBody: z.string(required).trim().min(1, required).max(TextLimit.large),
});

/**
 * C60: POST /encounters/ownedbypatient. The provider is named by id or e-mail; `patient` names a
 * family member the caller heads (the caller by default). C57: the reason for visit needs the
 * message body and a condition description.
 */
export const PatientBookingRequestSchema = z
  .object({
    ...bookingFields,
    provider: z
      .object({
        id: IdSchema.optional(),
        email: z.string().trim().toLowerCase().max(100).optional(),
      })
      .refine((p) => p.id !== undefined || p.email !== undefined, {
        message: 'provider id or email is required',
      }),
    patient: z.object({ id: IdSchema }).optional(),
    patientEncounterSymptom: z.object({
      preCondition: z.object({
        description: z.string(required).trim().min(1, required).max(TextLimit.medium),
      }),
    }),
    message: BookingMessageSchema,
    whatIsWrong: z.string().trim().max(TextLimit.medium).optional(),
  })
  .superRefine(checkTiming);
export type PatientBookingRequest = z.input<typeof PatientBookingRequestSchema>;

/** C51: POST /encounters/ownedbyprovider, for one of the provider's clinics' patients. */
export const ProviderBookingRequestSchema = z
  .object({
    ...bookingFields,
    patient: z.object({ id: IdSchema }),
    whatIsWrong: z.string().trim().max(TextLimit.medium).optional(),
    message: BookingMessageSchema.optional(),
  })
  .superRefine(checkTiming);
export type ProviderBookingRequest = z.input<typeof ProviderBookingRequestSchema>;
