import { z } from 'zod';

/** F133: the Help & Support page's texts. */
export const SupportMessages = {
  liveChatHours: 'Monday to Friday 8:00AM to 4:00PM ET',
  ticketSent: 'Your support ticket has been sent. We will answer by e-mail.',
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Description is required',
} as const;

/** F133: a support ticket, mailed to the configured support address. */
export const SupportTicketSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v.length > 0, { message: SupportMessages.subjectRequired }),
  description: z
    .string()
    .trim()
    .max(5000)
    .refine((v) => v.length > 0, { message: SupportMessages.descriptionRequired }),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;
