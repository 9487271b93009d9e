import { z } from 'zod';
import { ALL_ROLES } from '../roles.js';

/** A room pass as it travels: the opaque token in `/room/<pass>`. */
export const RoomPassStringSchema = z.string().min(1).max(512);

/** POST /api/rooms/pass: the room page (and the realtime channel) check a pass before joining. */
export const RoomPassCheckRequestSchema = z.object({ pass: RoomPassStringSchema });

export const RoomParticipantSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.number().int() }),
  z.object({ kind: z.literal('guest'), guestId: z.number().int() }),
]);

export const RoomPassCheckSchema = z.object({
  encounterId: z.number().int(),
  participant: RoomParticipantSchema,
  role: z.enum(ALL_ROLES),
  displayName: z.string(),
  /** When the pass stops working (ISO instant). */
  expiresAt: z.string(),
});
export type RoomPassCheck = z.infer<typeof RoomPassCheckSchema>;
