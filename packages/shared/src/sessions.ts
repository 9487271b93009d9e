import { z } from 'zod';

/** One live session of the signed-in user, as the account page lists it. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session that made this request. */
  current: z.boolean(),
  /** Set when an assistant acts as the user in this session. */
  actingAssistant: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })
    .nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const SessionListSchema = z.array(SessionInfoSchema);
export type SessionList = z.infer<typeof SessionListSchema>;

export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
