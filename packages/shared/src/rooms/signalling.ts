import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { RoomPassStringSchema } from '../room-access/room-pass.js';
import { IdSchema } from '../ids.js';

/**
 * The video room's client protocol over the realtime channel (spec 1 §4 "Room"). Clients send
 * the `RoomClientEvent` names; the server relays only between sockets joined to the same room
 * and drops anything that fails these schemas.
 */
export const RoomClientEvent = {
  join: 'room:join',
  signal: 'room:signal',
  leave: 'room:leave',
  /** Issue 19 path 8: the page's refreshed pass re-authorises its socket (payload as join's). */
  renew: 'room:renew',
  /** The provider mutes every other participant's microphone (clinic switch allowMuteAll, I22). */
  muteAll: 'room:mute-all',
} as const;

/** What the server sends to room members. */
export const RoomServerEvent = {
  peerJoined: 'room:peer-joined',
  peerLeft: 'room:peer-left',
  signal: 'room:signal',
  message: 'room:message',
  /** Your microphone was muted by the provider's mute-all. */
  muted: 'room:muted',
  /** The visit is over (the provider ended it, or everyone had left): nobody can enter any more. */
  ended: 'room:ended',
} as const;

/**
 * Issue 21 defects 4 and 6: a room left empty ends (its end time recorded, the visit finished and
 * its time freed) once it has stayed empty this long. A reload takes seconds and a dropped network
 * retries every 5 s (D7): a minute lets both come back without ending the visit.
 */
export const ROOM_END_GRACE_MS = 60_000;

/** A peer is one socket in the room: its socket id, the name others see and its side. */
export const RoomPeerSchema = z.object({
  peerId: z.string().min(1).max(64),
  name: z.string(),
  side: z.enum(['provider', 'patient', 'guest']),
});
export type RoomPeer = z.infer<typeof RoomPeerSchema>;

export const RoomJoinSchema = z.object({ pass: RoomPassStringSchema });

/** Answer to a join: who I am in the room and who is there already (I send them offers). */
export const RoomJoinedSchema = z.object({
  self: RoomPeerSchema,
  encounterId: z.number().int(),
  peers: z.array(RoomPeerSchema),
  /** Whether I may mute everyone else: the room's provider, when the clinic allows mute-all. */
  canMuteAll: z.boolean(),
});
export type RoomJoined = z.infer<typeof RoomJoinedSchema>;

const SdpSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(100_000),
});

const CandidateSchema = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** One signalling message: exactly a description or an ICE candidate, to one peer of my room. */
export const RoomSignalSchema = z.union([
  z.object({ to: z.string().min(1).max(64), description: SdpSchema }).strict(),
  z.object({ to: z.string().min(1).max(64), candidate: CandidateSchema }).strict(),
]);
export type RoomSignal = z.infer<typeof RoomSignalSchema>;

/** A relayed signal as the receiver gets it: who sent it instead of whom it is for. */
export type RelayedSignal =
  | { from: string; description: z.infer<typeof SdpSchema> }
  | { from: string; candidate: z.infer<typeof CandidateSchema> };

export const EmptySchema = z.object({}).strict().optional();

/** GET /api/encounterRoomUrl/{id} (D10). */
export const RoomUrlSchema = z.object({ roomUrl: z.string() });

/**
 * POST /api/rooms/ice: whoever holds a pass (guests too) gets the room's ICE servers. `relay`
 * asks for TURN-only paths, as a strict network would force; honoured outside production only.
 */
export const IceRequestSchema = z.object({
  pass: RoomPassStringSchema,
  relay: z.boolean().default(false),
});

/** STUN and TURN servers, TURN with a short-lived credential, and the transport policy to use. */
export const IceServersSchema = z.object({
  iceTransportPolicy: z.enum(['all', 'relay']),
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServers = z.infer<typeof IceServersSchema>;

/** GET /api/rooms/encounter/{id} (D17). */
export const EncounterRoomSchema = z.object({
  encounterId: z.number().int(),
  name: z.string(),
  patientJoined: z.boolean(),
});

/** PUT /api/rooms/message (D16). */
export const RoomMessageRequestSchema = z.object({
  encounterId: IdSchema,
  message: z.string().trim().min(1, 'Message is required').max(TextLimit.medium),
  name: z.string().trim().max(200).default(''),
});

/** How many people in the room the message reached (0: nobody is waiting). */
export const RoomMessageDeliveredSchema = z.object({ delivered: z.number().int().nonnegative() });

export const RoomMessageSchema = z.object({ name: z.string(), message: z.string() });

/** POST /api/rooms/encounter/{id}/end: the visit is finished; `roomEndTime` null if nobody entered. */
export const RoomEndedSchema = z.object({
  encounterId: z.number().int(),
  roomStartTime: z.iso.datetime().nullable(),
  roomEndTime: z.iso.datetime().nullable(),
});
export type RoomEnded = z.infer<typeof RoomEndedSchema>;

/** Sent to each other participant when the provider mutes everyone: who did it. */
export const RoomMutedSchema = z.object({ by: z.string() });
