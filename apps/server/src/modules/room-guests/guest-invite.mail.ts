import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';

/** D18: the invitation a provider sends a guest; the link asks only for a name. */
export function guestInviteMail(input: {
  to: string;
  providerName: string;
  start: string;
  url: string;
}): Mail {
  return composeMail({
    to: input.to,
    subject: `${input.providerName} invited you to a video visit`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.providerName} invited you to join a video visit (${input.start}).`,
      'Open the link at the appointment time and enter your first and last name to join. No account is needed.',
    ],
    action: { label: 'Join the visit', url: input.url },
  });
}
