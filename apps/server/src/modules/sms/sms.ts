import { z } from 'zod';

/** One text message: an E.164-ish number and a body (links included). */
export const SmsSchema = z.object({
  to: z.string().min(3).max(32),
  body: z.string().min(1).max(1600),
});
export type Sms = z.infer<typeof SmsSchema>;
