import type { SupportTicket } from '@clinicall/shared/support';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mailer } from '../mail/mailer.js';

/** F133: tickets go by mail to SUPPORT_EMAIL, with who sent them so support can answer. */
export function createSupportService(deps: { db: Db; mailer: Mailer; supportEmail: string }) {
  const { db, mailer, supportEmail } = deps;
  return {
    async submit(ctx: SignedInContext, ticket: SupportTicket) {
      const { account, email, role } = ctx.actor;
      const sender = `${account.firstName} ${account.lastName} <${email}>`;
      await db.transaction(async (tx) => {
        await mailer.enqueue(
          composeMail({
            to: supportEmail,
            subject: `Support ticket: ${ticket.subject}`,
            greeting: `Ticket from ${sender} (${role.slice(5).toLowerCase()}):`,
            paragraphs: ticket.description.split(/\n{2,}/),
          }),
          tx,
        );
        await ctx.audit('support.ticket', { subject: ticket.subject.slice(0, 100) }, tx);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
