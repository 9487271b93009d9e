import { z } from 'zod';

export const MailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type Mail = z.infer<typeof MailSchema>;
