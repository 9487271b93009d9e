import { z } from 'zod';

/**
 * The spec writes these in upper case in most places and in lower case in others (C15, C82): the
 * `*InputSchema`s of requests take either; answers (the plain schemas) are always upper case.
 */
const upperCased = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** C15: the four kinds of appointment. AUDIO is the phone call (the offerings' "voice"). */
export const EncounterType = {
  video: 'VIDEO',
  audio: 'AUDIO',
  message: 'MESSAGE',
  office: 'OFFICE',
} as const;
export type EncounterType = (typeof EncounterType)[keyof typeof EncounterType];
export const ENCOUNTER_TYPES = Object.values(EncounterType) as [EncounterType, ...EncounterType[]];
export const EncounterTypeSchema = z.enum(ENCOUNTER_TYPES);
export const EncounterTypeInputSchema = z.preprocess(upperCased, EncounterTypeSchema);

/** C15: how each type is labelled on screen. */
export const EncounterTypeLabel: Record<EncounterType, string> = {
  AUDIO: 'Phone Call',
  MESSAGE: 'Message',
  VIDEO: 'Video Exam',
  OFFICE: 'In Office Visit',
};

/** Types that occupy a time in the provider's calendar; a message encounter has no slot (C33). */
export const TIMED_ENCOUNTER_TYPES: readonly EncounterType[] = ['VIDEO', 'AUDIO', 'OFFICE'];
export const isTimedType = (type: EncounterType) => TIMED_ENCOUNTER_TYPES.includes(type);

/** C82: every appointment status (spec 1 §4). */
export const EncounterStatus = {
  requested: 'REQUESTED',
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
  cancelled: 'CANCELLED',
  started: 'STARTED',
  providerStarted: 'PROVIDER_STARTED',
  patientStarted: 'PATIENT_STARTED',
  finished: 'FINISHED',
} as const;
export type EncounterStatus = (typeof EncounterStatus)[keyof typeof EncounterStatus];
export const ENCOUNTER_STATUSES = Object.values(EncounterStatus) as [
  EncounterStatus,
  ...EncounterStatus[],
];
export const EncounterStatusSchema = z.enum(ENCOUNTER_STATUSES);
export const EncounterStatusInputSchema = z.preprocess(upperCased, EncounterStatusSchema);

/**
 * Statuses that hold the provider's time: the database refuses two overlapping appointments of one
 * provider while both are in one of these. Declined, cancelled and finished ones free their slot.
 */
export const ACTIVE_ENCOUNTER_STATUSES: readonly EncounterStatus[] = [
  'REQUESTED',
  'PENDING',
  'ACCEPTED',
  'STARTED',
  'PROVIDER_STARTED',
  'PATIENT_STARTED',
];

/** Appointments still to take place: requested or confirmed, not begun, declined or ended. */
export const OPEN_ENCOUNTER_STATUSES: readonly EncounterStatus[] = [
  'REQUESTED',
  'PENDING',
  'ACCEPTED',
];

/** C83: why an appointment finished. */
export const FINISH_REASONS = [
  'APPOINTMENT_CONCLUDED',
  'PATIENT_NOT_ATTEND',
  'TEST_NOT_TRUE_APPOINTMENT',
  'OTHER',
] as const;
export type FinishReason = (typeof FINISH_REASONS)[number];
export const FinishReasonSchema = z.enum(FINISH_REASONS);
export const FinishReasonInputSchema = z.preprocess(upperCased, FinishReasonSchema);

/** C73: how a patient pays; amounts are in USD. */
export const PAYMENT_TYPES = ['CASH', 'INSURANCE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export const PaymentTypeInputSchema = z.preprocess(upperCased, PaymentTypeSchema);
