import { z } from 'zod';
import { IdSchema } from './ids.js';

/** Spec 1 §7 / §9: heartbeat every 20 s (D6); after a lost connection retry every 5 s (D7). */
export const REALTIME_HEARTBEAT_MS = 20_000;
export const REALTIME_RECONNECT_MS = 5_000;
/** Same origin as the API; the Socket.IO endpoint lives under it. */
export const REALTIME_PATH = '/api/socket';
/** The one Socket.IO event name every server→client event travels under; its payload is the union below. */
export const REALTIME_EVENT = 'event';

/**
 * Issue 19 path 11: a handshake beyond the account's cap of open sockets is refused with this
 * error message; the error's `data` carries the `message` below for the person.
 */
export const TOO_MANY_SOCKETS = 'TOO_MANY_SOCKETS';
export const tooManySocketsMessage = (cap: number) =>
  `This account already has ${cap} live connections open (tabs, windows or devices). Close one, then reload this page to get live updates here.`;

/**
 * D2: the per-user reply event. A provider started an appointment: the patient is told where the
 * room is (spec: id, roomUrl, message).
 */
export const AppointmentStartedEventSchema = z.object({
  type: z.literal('APPOINTMENT_STARTED'),
  encounterId: IdSchema,
  roomUrl: z.string().min(1),
  message: z.string(),
});

/** D3: the per-user topic event; the unread-message count changed. */
export const UnreadCountEventSchema = z.object({
  type: z.literal('UNREAD_COUNT'),
  unreadCount: z.number().int().nonnegative(),
});

/** D5: a new message arrived in a topic the user subscribes to. */
export const NewMessageEventSchema = z.object({
  type: z.literal('NEW_MESSAGE'),
  topicId: IdSchema,
});

/** D5: the message encounter behind a topic was closed. */
export const MessageEncounterClosedEventSchema = z.object({
  type: z.literal('MSG_ENCOUNTER_CLOSED'),
  topicId: IdSchema,
});

/** D4: the per-provider appointments event (spec: name, patientJoined). */
export const ProviderAppointmentEventSchema = z.object({
  type: z.literal('APPOINTMENT_UPDATED'),
  encounterId: IdSchema,
  name: z.string(),
  patientJoined: z.boolean(),
});

/** Issue 22: a referral was sent to this provider, or one of theirs was answered or withdrawn. */
export const ReferralChangedEventSchema = z.object({
  type: z.literal('REFERRAL_CHANGED'),
  referralId: IdSchema,
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'COMPLETED', 'WITHDRAWN']),
});

/** Issue 23: a monitored patient's alert opened, cleared or was acknowledged (to their clinics' providers). */
export const RpmAlertEventSchema = z.object({
  type: z.literal('RPM_ALERT'),
  alertId: IdSchema,
  patientId: IdSchema,
  measure: z.string(),
  rule: z.enum(['HIGH', 'LOW', 'NO_DATA']),
  state: z.enum(['OPEN', 'CLEARED', 'ACKNOWLEDGED']),
});

/**
 * Issue 23: new readings of a monitored patient were stored (native, FHIR or the simulator), sent
 * to the providers who may read them; an open monitoring tab reads its measures again. It names
 * the patient only: what arrived is read through the measures routes and their checks.
 */
export const RpmReadingsEventSchema = z.object({
  type: z.literal('RPM_READINGS'),
  patientId: IdSchema,
});

/**
 * Issue 24: events may have been lost (the instance's link to the other instances through Redis
 * was cut and is back; the web also raises it itself when its socket connects again): every view
 * the realtime channel keeps fresh reads its data again.
 */
export const ResyncEventSchema = z.object({ type: z.literal('RESYNC') });

/**
 * Every server→client event. Adding one: define its schema with a unique `type` literal and add it
 * to this list; both ends parse against the union and drop what fails.
 */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  AppointmentStartedEventSchema,
  UnreadCountEventSchema,
  NewMessageEventSchema,
  MessageEncounterClosedEventSchema,
  ProviderAppointmentEventSchema,
  ReferralChangedEventSchema,
  RpmAlertEventSchema,
  RpmReadingsEventSchema,
  ResyncEventSchema,
]);

export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

/** What a client→server handler answers through the Socket.IO acknowledgement, when the client asks for one. */
export type RealtimeAck = { ok: true; data?: unknown } | { ok: false; code: string };
