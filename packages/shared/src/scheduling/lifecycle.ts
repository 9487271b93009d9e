import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { PaymentReceiptSchema } from '../payments.js';
import { AppointmentTiming } from './constants.js';
import {
  EncounterStatusInputSchema,
  FinishReasonInputSchema,
  type EncounterStatus,
  type EncounterType,
} from './types.js';
import { IdSchema, IdTextSchema } from '../ids.js';

/**
 * Who may make a transition (C79 and its ambiguity, resolved): the party that did not request an
 * appointment answers it (`answerer`), whichever side requested; the requester may withdraw it
 * (`requester`); either party may cancel (`party`); starting and finishing belong to the provider
 * side, a patient's own join to the patient side.
 */
export type TransitionActor = 'answerer' | 'requester' | 'party' | 'provider' | 'patient';

export type TransitionRule = {
  by: TransitionActor;
  /** C80: decline and cancel carry a reason. */
  needsReason: boolean;
  /** C81: cancel only until 15 minutes before start. */
  beforeCutoff: boolean;
};

const rule = (by: TransitionActor, extra: Partial<TransitionRule> = {}): TransitionRule => ({
  by,
  needsReason: false,
  beforeCutoff: false,
  ...extra,
});

const request = {
  ACCEPTED: rule('answerer'),
  DECLINED: rule('answerer', { needsReason: true }),
  CANCELLED: rule('requester', { needsReason: true }),
};

/**
 * The one state machine of spec 1 §4 (C82): from each status, the statuses it may move to and who
 * may move it. PENDING is the spec's other name for a request and behaves as one. DECLINED,
 * CANCELLED and FINISHED are final. The server enforces this table; the web shows a button only
 * for a transition `allowedTransitions` gives.
 */
export const STATUS_TRANSITIONS: Record<
  EncounterStatus,
  Partial<Record<EncounterStatus, TransitionRule>>
> = {
  REQUESTED: request,
  PENDING: request,
  ACCEPTED: {
    CANCELLED: rule('party', { needsReason: true, beforeCutoff: true }),
    PROVIDER_STARTED: rule('provider'),
    PATIENT_STARTED: rule('patient'),
    FINISHED: rule('provider'),
  },
  PROVIDER_STARTED: { STARTED: rule('patient'), FINISHED: rule('provider') },
  PATIENT_STARTED: { STARTED: rule('provider'), FINISHED: rule('provider') },
  STARTED: { FINISHED: rule('provider') },
  DECLINED: {},
  CANCELLED: {},
  FINISHED: {},
};

/** How the viewer stands to one appointment. */
export type Standing = {
  side: 'provider' | 'patient';
  /** The viewer's side requested the appointment (`ownedByLogguedUser` for the requester). */
  requestedByMySide: boolean;
};

export type TransitionFacts = {
  status: EncounterStatus;
  type: EncounterType;
  /** ISO instant. */
  startTime: string;
  /** ISO instant; null for a message encounter, which holds no time. */
  endTime: string | null;
  /** C81: patients cancel only in clinics with scheduling enabled. */
  schedulingEnabled: boolean;
};

/** Why a transition is refused, or null when it is allowed. */
export type TransitionRefusal =
  | 'ILLEGAL_TRANSITION'
  | 'NOT_YOUR_TURN'
  | 'CANCEL_TOO_LATE'
  | 'SCHEDULING_DISABLED'
  | 'APPOINTMENT_OVER';

/** The moves that start a visit: a visit whose time has passed is not started any more. */
const STARTS: ReadonlySet<EncounterStatus> = new Set(['PROVIDER_STARTED', 'PATIENT_STARTED']);

function actorMatches(by: TransitionActor, standing: Standing) {
  switch (by) {
    case 'answerer':
      return !standing.requestedByMySide;
    case 'requester':
      return standing.requestedByMySide;
    case 'party':
      return true;
    case 'provider':
    case 'patient':
      return standing.side === by;
  }
}

/** Checks one transition for one viewer at `now`. */
export function refusalOf(
  facts: TransitionFacts,
  to: EncounterStatus,
  standing: Standing,
  now: Date,
): TransitionRefusal | null {
  const found = STATUS_TRANSITIONS[facts.status][to];
  if (!found) return 'ILLEGAL_TRANSITION';
  if (!actorMatches(found.by, standing)) return 'NOT_YOUR_TURN';
  if (to === 'CANCELLED' && standing.side === 'patient' && !facts.schedulingEnabled) {
    return 'SCHEDULING_DISABLED';
  }
  // Issue 21: a 4:00–4:30 PM visit is not started at 7:40 PM; one started in time may run over.
  if (STARTS.has(to) && facts.endTime !== null && now.getTime() >= Date.parse(facts.endTime)) {
    return 'APPOINTMENT_OVER';
  }
  // A message encounter holds no time, so no cutoff applies to it.
  if (found.beforeCutoff && facts.type !== 'MESSAGE') {
    const cutoff = Date.parse(facts.startTime) - AppointmentTiming.cancelCutoffMinutes * 60_000;
    if (now.getTime() > cutoff) return 'CANCEL_TOO_LATE';
  }
  return null;
}

/** C74, C75, C81: the statuses the viewer may move this appointment to now (its buttons). */
export function allowedTransitions(
  facts: TransitionFacts,
  standing: Standing,
  now: Date,
): EncounterStatus[] {
  return (Object.keys(STATUS_TRANSITIONS[facts.status]) as EncounterStatus[]).filter(
    (to) => refusalOf(facts, to, standing, now) === null,
  );
}

export const needsReason = (from: EncounterStatus, to: EncounterStatus) =>
  STATUS_TRANSITIONS[from][to]?.needsReason ?? false;

/** C80: a reason, medium maximum length. */
export const CancelReasonSchema = z.string().trim().min(1).max(TextLimit.medium);

/** C78, C80: POST /encounters/status. */
export const StatusChangeRequestSchema = z.object({
  id: IdSchema,
  status: EncounterStatusInputSchema,
  cancelReason: CancelReasonSchema.optional(),
  /** C83: why a finished appointment ended; APPOINTMENT_CONCLUDED when absent. */
  finishReason: FinishReasonInputSchema.optional(),
});
export type StatusChangeRequest = z.output<typeof StatusChangeRequestSchema>;

/** C78: the separate accepted/declined call (id and reason). */
export const AnswerRequestSchema = z.object({
  id: IdSchema,
  reason: CancelReasonSchema.optional(),
});

/** What the e-mailed link may do (C99): the response page knows accepted and declined only. */
export const MAIL_RESPONSE_STATUSES = ['ACCEPTED', 'DECLINED'] as const;
export type MailResponseStatus = (typeof MAIL_RESPONSE_STATUSES)[number];
export const MailResponseStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(MAIL_RESPONSE_STATUSES),
);

/** C99: POST /encounters/status/inMail, without sign-in (I32). */
export const InMailStatusRequestSchema = z.object({
  id: IdTextSchema,
  token: z.string().min(1).max(200),
  status: MailResponseStatusSchema,
});

export const InMailStatusResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(MAIL_RESPONSE_STATUSES),
});

/** The texts of the appointment response page (C100–C102) and of the refusals. */
export const LifecycleMessages = {
  /** C100 */
  accepted: 'The appointment has been accepted and is now scheduled.',
  /** C101 */
  declined: 'The appointment request has been declined, we will let the provider know.',
  /** C102: followed by the server's message. */
  responseFailed: 'An error has occurred while processing your request',
  /** I13's wording for an unusable mailed link. */
  linkInvalid: 'This link has expired or is not valid.',
  illegalTransition: 'This appointment can no longer be changed this way.',
  notYourTurn: 'You cannot make this change to this appointment.',
  cancelTooLate: `Appointments can be cancelled only until ${AppointmentTiming.cancelCutoffMinutes} minutes before they start.`,
  schedulingDisabled: 'Your clinic does not allow patients to cancel appointments.',
  /** Not the spec's: starting a visit after its scheduled end (issue 21). */
  appointmentOver: 'This appointment’s time has passed: it can no longer be started.',
  /** C80 */
  reasonRequired: 'Please enter a reason.',
  paymentRequired: 'This appointment is paid by card: accept it with its payment.',
} as const;

/**
 * C76: POST /encounters/status/acceptWithPayment (with an Idempotency-Key header): charges the
 * request's card price with the card form's token, then accepts it; if the accept fails the charge
 * is refunded at once.
 */
export const AcceptWithPaymentRequestSchema = z.object({
  id: IdSchema,
  cardToken: z.string().min(1).max(255),
});

/** C69–C71, C77: `confirmed`, or the refund outcome with the spec's matching message. */
export const AcceptWithPaymentResultSchema = z.object({
  outcome: z.enum(['confirmed', 'refunded', 'refund_failed', 'refund_pending']),
  message: z.string().nullable(),
  payment: PaymentReceiptSchema,
});
export type AcceptWithPaymentResult = z.infer<typeof AcceptWithPaymentResultSchema>;
