import { z } from 'zod';
import {
  EncounterTypeSchema,
  PaymentTypeSchema,
  type EncounterType,
} from '@clinicall/shared/scheduling/types';

/** The chosen free start time, with the day it was shown under. */
const ChosenSlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  localTime: z.string(),
});
export type ChosenSlot = z.infer<typeof ChosenSlotSchema>;

const Person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type ChosenPerson = z.infer<typeof Person>;

/**
 * C39: a booking in progress, kept between visits. It is read back from the browser's storage, so
 * it is parsed like any other outside input.
 */
export const BookingDraftSchema = z.object({
  step: z.number().int().min(0),
  provider: Person.nullable(),
  patient: Person.nullable(),
  type: EncounterTypeSchema.nullable(),
  videoTypeId: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  paymentType: PaymentTypeSchema.nullable(),
  slot: ChosenSlotSchema.nullable(),
  /** The first day the date step shows, kept so a return to the step opens the same days. */
  calendarFrom: z.string().nullable(),
  condition: z.string(),
  messageBody: z.string(),
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
  slot: null,
  calendarFrom: null,
  condition: '',
  messageBody: '',
};

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
  };
}

/** C34: with its sub-type chosen, a video visit is paid by insurance; its length may differ. */
export function chooseVideoType(
  draft: BookingDraft,
  videoType: { id: number; duration: number },
): BookingDraft {
  return {
    ...draft,
    videoTypeId: videoType.id,
    duration: videoType.duration,
    slot: null,
    paymentType: 'INSURANCE',
  };
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
    slot: null,
  };
}
