import type { Role } from '@clinicall/shared/roles';
import { z } from 'zod';

/** Who a room pass admits: an account (provider, patient, guest patient) or an invited guest. */
export type RoomParticipant = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: number };

/** What a verified pass says: the room, the person, their role in it and the name others see. */
export type VerifiedRoomPass = {
  encounterId: number;
  participant: RoomParticipant;
  role: Role;
  displayName: string;
  /** When the pass stops working (epoch milliseconds). */
  expiresAt: number;
};

/** The signed body: short keys, since the whole token travels in the room URL. */
export const RoomPassPayloadSchema = z.union([
  z.object({ e: z.number().int(), u: z.number().int(), x: z.number().int() }),
  z.object({ e: z.number().int(), g: z.number().int(), x: z.number().int() }),
]);
export type RoomPassPayload = z.infer<typeof RoomPassPayloadSchema>;

export const participantOf = (payload: RoomPassPayload): RoomParticipant =>
  'u' in payload ? { kind: 'user', userId: payload.u } : { kind: 'guest', guestId: payload.g };

export const payloadFor = (
  encounterId: number,
  participant: RoomParticipant,
  expiresAt: Date,
): RoomPassPayload => {
  const x = Math.ceil(expiresAt.getTime() / 1000);
  return participant.kind === 'user'
    ? { e: encounterId, u: participant.userId, x }
    : { e: encounterId, g: participant.guestId, x };
};
