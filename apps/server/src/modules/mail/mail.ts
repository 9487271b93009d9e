import { z } from 'zod';

export const MailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** An iCalendar file (RFC 5545) for the recipient's calendar; its METHOD is inside the text. */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
});
export type Mail = z.infer<typeof MailSchema>;
