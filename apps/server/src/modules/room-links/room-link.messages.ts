import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';
import type { Sms } from '../sms/sms.service.js';

type RoomLinkNotice = {
  firstName: string;
  providerName: string;
  /** The start as the recipient reads it, or null for a call that is starting now. */
  start: string | null;
  url: string;
};

const when = (notice: RoomLinkNotice) =>
  notice.start ? `on ${notice.start}` : 'now: your provider is waiting';

/** The room link by e-mail (D19): it asks for the date of birth before the room opens. */
export function roomLinkMail(to: string, notice: RoomLinkNotice): Mail {
  return composeMail({
    to,
    subject: `Your video visit with ${notice.providerName}`,
    greeting: `Hello ${notice.firstName},`,
    paragraphs: [
      `Your video visit with ${notice.providerName} is ${when(notice)}.`,
      'Open the link and confirm your date of birth to join. The camera and microphone check at /tech-check tells you in advance whether your browser is ready.',
    ],
    action: { label: 'Join the visit', url: notice.url },
  });
}

/** The same link by SMS: short, one link, no personal data beyond the provider's name. */
export function roomLinkSms(to: string, notice: RoomLinkNotice): Sms {
  return {
    to,
    body: `Clinicall: your video visit with ${notice.providerName} is ${when(notice)}. Join: ${notice.url}`,
  };
}
