import { z } from 'zod';

/** F133: the Help & Support page's texts. */
export const SupportMessages = {
  liveChatHours: 'Monday to Friday 8:00AM to 4:00PM ET',
  ticketSent: 'Your support ticket has been sent. We will answer by e-mail.',
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Description is required',
} as const;

/** Not in the spec: a ticket's description is at most this long (H20: shown as a counter). */
export const SUPPORT_DESCRIPTION_MAX = 5000;

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
    .max(SUPPORT_DESCRIPTION_MAX)
    .refine((v) => v.length > 0, { message: SupportMessages.descriptionRequired }),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;
