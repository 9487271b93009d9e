import type { Role } from '@clinicall/shared/roles';
import { z } from 'zod';

/** Who a room pass admits: an account (provider, patient, guest patient) or an invited guest. */
export type RoomParticipant = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: number };

/**
 * What ties a pass to its holder besides the signature: the session that asked for it (a signed-in
 * party's pass admits only with that session, live) or, for a guest, the redemption of the
 * invitation that gave it (only the latest admits). A room link's pass has neither: it is the one
 * bearer pass of an account, and it admits only a patient of the appointment.
 */
export type PassBinding =
  | { kind: 'session'; sessionTag: string }
  | { kind: 'redemption'; redemption: number }
  | { kind: 'bearer' };

/** What a verified pass says: the room, the person, their role in it and the name others see. */
export type VerifiedRoomPass = {
  encounterId: number;
  participant: RoomParticipant;
  binding: PassBinding;
  role: Role;
  displayName: string;
  /** When the pass stops working (epoch milliseconds). */
  expiresAt: number;
};

// Short keys, since the whole token travels in the room URL; strict, so that no variant passes for
// another with its binding stripped.
const e = z.number().int();
const x = z.number().int();
/** The signed body: a session's pass (`s`, a tag of the session id), a room link's, a guest's. */
export const RoomPassPayloadSchema = z.union([
  z.strictObject({ e, u: z.number().int(), s: z.string().min(1).max(64), x }),
  z.strictObject({ e, u: z.number().int(), x }),
  z.strictObject({ e, g: z.number().int(), r: z.number().int().nonnegative(), x }),
]);
export type RoomPassPayload = z.infer<typeof RoomPassPayloadSchema>;

export const participantOf = (payload: RoomPassPayload): RoomParticipant =>
  'u' in payload ? { kind: 'user', userId: payload.u } : { kind: 'guest', guestId: payload.g };

export const bindingOf = (payload: RoomPassPayload): PassBinding => {
  if ('g' in payload) return { kind: 'redemption', redemption: payload.r };
  return 's' in payload ? { kind: 'session', sessionTag: payload.s } : { kind: 'bearer' };
};

export function payloadFor(
  encounterId: number,
  participant: RoomParticipant,
  binding: PassBinding,
  expiresAt: Date,
): RoomPassPayload {
  const x = Math.ceil(expiresAt.getTime() / 1000);
  if (participant.kind === 'guest') {
    const r = binding.kind === 'redemption' ? binding.redemption : 0;
    return { e: encounterId, g: participant.guestId, r, x };
  }
  return binding.kind === 'session'
    ? { e: encounterId, u: participant.userId, s: binding.sessionTag, x }
    : { e: encounterId, u: participant.userId, x };
}
