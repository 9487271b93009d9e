import { z } from 'zod';

/** One mail of the development outbox (`GET /api/dev/outbox`), as the server would have sent it. */
export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailListSchema = z.array(OutboxMailSchema);

/**
 * `GET /api/dev/outbox/status`: whether this server keeps the development outbox (outside
 * production, without SMTP_URL), so the super admin's navigation offers it only where it exists.
 */
export const DevMailboxStatusSchema = z.object({ available: z.boolean() });
export type DevMailboxStatus = z.infer<typeof DevMailboxStatusSchema>;
