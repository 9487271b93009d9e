import { z } from 'zod';
import {
  EncounterTypeSchema,
  PaymentTypeSchema,
  type EncounterType,
  type PaymentType,
} from '@clinicall/shared/scheduling/types';
import { PendingChargeSchema } from '../payments';

/** The chosen free start time, with the day it was shown under. */
const ChosenSlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  localTime: z.string(),
});
export type ChosenSlot = z.infer<typeof ChosenSlotSchema>;

export const ChosenPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type ChosenPerson = z.infer<typeof ChosenPersonSchema>;

/**
 * C39: a booking in progress, kept between visits. It is read back from the browser's storage, so
 * it is parsed like any other outside input.
 */
export const BookingDraftSchema = z.object({
  step: z.number().int().min(0),
  provider: ChosenPersonSchema.nullable(),
  patient: ChosenPersonSchema.nullable(),
  type: EncounterTypeSchema.nullable(),
  videoTypeId: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  paymentType: PaymentTypeSchema.nullable(),
  /** The chosen video sub-type's price in USD, as shown: a self-paid booking sends it (C73). */
  price: z.number().nullable().default(null),
  /**
   * C66: the paid booking being made (its Idempotency-Key and card token) while its outcome is
   * unknown, so confirming again neither books nor charges twice. Held in memory only: the stored
   * draft never has it (hooks/use-stored-draft.ts).
   */
  pendingCharge: PendingChargeSchema.nullable().default(null),
  slot: ChosenSlotSchema.nullable(),
  /** The first day the date step shows, kept so a return to the step opens the same days. */
  calendarFrom: z.string().nullable(),
  condition: z.string(),
  messageBody: z.string(),
  /** C39, C49: what the chosen video sub-type asks of the booking's form step. */
  allowAppointmentTemplate: z.boolean().default(false),
  templateId: z.number().int().nullable().default(null),
  requireAttachment: z.boolean().default(false),
  /** C40, C58: the questionnaire as loaded for the form step, and the answers given so far. */
  questionnaire: z
    .object({ formJson: z.string(), displayJson: z.string().nullable(), visible: z.boolean() })
    .nullable()
    .default(null),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
});
export type BookingDraft = z.infer<typeof BookingDraftSchema>;

export const emptyDraft: BookingDraft = {
  step: 0,
  provider: null,
  patient: null,
  type: null,
  videoTypeId: null,
  duration: null,
  paymentType: null,
  price: null,
  pendingCharge: null,
  slot: null,
  calendarFrom: null,
  condition: '',
  messageBody: '',
  allowAppointmentTemplate: false,
  templateId: null,
  requireAttachment: false,
  questionnaire: null,
  answers: {},
};

/** What a booking's form step holds, cleared whenever the type or sub-type changes. */
const noForm = {
  allowAppointmentTemplate: false,
  templateId: null,
  requireAttachment: false,
  questionnaire: null,
  answers: {},
} as const;

/** C49: a form step only for a video sub-type with a template or a required attachment. */
export const hasFormStep = (draft: BookingDraft) =>
  draft.type === 'VIDEO' &&
  ((draft.allowAppointmentTemplate && draft.templateId !== null) || draft.requireAttachment);

/**
 * C32, C35: a new type clears the payment, the video sub-type and the time; every type but video
 * is paid by insurance at once (video waits for its sub-type, C34).
 */
export function chooseType(draft: BookingDraft, type: EncounterType): BookingDraft {
  return {
    ...draft,
    type,
    videoTypeId: null,
    duration: null,
    slot: null,
    paymentType: type === 'VIDEO' ? null : 'INSURANCE',
    price: null,
    ...noForm,
  };
}

/**
 * C34: with its sub-type chosen, a video visit is paid by insurance; its length may differ. Its
 * price is kept for the payment step, where the patient may pay it themselves instead.
 */
export function chooseVideoType(
  draft: BookingDraft,
  videoType: {
    id: number;
    duration: number;
    price: number;
    allowAppointmentTemplate?: boolean;
    templateId?: number | null;
    requireAttachment?: boolean;
  },
): BookingDraft {
  return {
    ...draft,
    videoTypeId: videoType.id,
    duration: videoType.duration,
    slot: null,
    paymentType: 'INSURANCE',
    price: videoType.price,
    ...noForm,
    allowAppointmentTemplate: videoType.allowAppointmentTemplate ?? false,
    templateId: videoType.templateId ?? null,
    requireAttachment: videoType.requireAttachment ?? false,
  };
}

/** C62–C64, C73: only a video visit (which has a price) may be paid by the patient (CASH). */
export const canPayByCard = (draft: BookingDraft) =>
  draft.type === 'VIDEO' && draft.videoTypeId !== null && draft.price !== null;

export function choosePayment(draft: BookingDraft, paymentType: PaymentType): BookingDraft {
  return { ...draft, paymentType };
}

/** C63, C64: a card is asked for only when the patient pays and the visit costs something. */
export const cardPaymentDue = (draft: BookingDraft) =>
  draft.paymentType === 'CASH' && (draft.price ?? 0) > 0;

/** What a paid booking's request is made of: changing any of it means a new request. */
const BOOKED_FIELDS = [
  'provider',
  'type',
  'videoTypeId',
  'slot',
  'paymentType',
  'price',
  'condition',
  'messageBody',
] as const;

/**
 * A paid booking in flight belongs to the request it was made with (its key names that request);
 * once any of it changes, confirming is a new booking under a new key.
 */
export function forgetStaleBooking(before: BookingDraft, after: BookingDraft): BookingDraft {
  if (after.pendingCharge === null) return after;
  const changed = BOOKED_FIELDS.some(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return changed ? { ...after, pendingCharge: null } : after;
}

/** Another provider offers other types and times: what was chosen for the last one goes. */
export function chooseProvider(draft: BookingDraft, provider: ChosenPerson): BookingDraft {
  if (draft.provider?.id === provider.id) return draft;
  return {
    ...draft,
    provider,
    type: null,
    videoTypeId: null,
    duration: null,
    paymentType: null,
    price: null,
    slot: null,
    ...noForm,
  };
}
