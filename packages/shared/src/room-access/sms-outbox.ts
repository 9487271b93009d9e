import { z } from 'zod';

/** One message of the development SMS outbox (`GET /api/dev/sms-outbox`). */
export const OutboxSmsSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type OutboxSms = z.infer<typeof OutboxSmsSchema>;
export const OutboxSmsListSchema = z.array(OutboxSmsSchema);
