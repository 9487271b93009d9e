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
  /**
   * Whether the pass admits only with the session that asked for it (a signed-in party's): the
   * room page then enters with that session, and anyone else's page with the pass alone.
   */
  sessionBound: z.boolean(),
  /** When the pass stops working (ISO instant). */
  expiresAt: z.string(),
});
export type RoomPassCheck = z.infer<typeof RoomPassCheckSchema>;

/**
 * Issue 19 path 8: a pass in a URL lives minutes, not the visit; the room page asks for a fresh one
 * (`POST /api/rooms/pass/refresh`) while it shows, this long before the one it holds runs out.
 */
export const RoomPassTiming = { lifetimeMs: 15 * 60_000, refreshBeforeMs: 5 * 60_000 } as const;

/** POST /api/rooms/pass/refresh: the same pass, for the same person and room, good for longer. */
export const RoomPassRefreshSchema = z.object({
  pass: RoomPassStringSchema,
  /** When the new pass stops working (ISO instant). */
  expiresAt: z.string(),
});
export type RoomPassRefresh = z.infer<typeof RoomPassRefreshSchema>;
