import { RESET_KEY_TTL_HOURS } from '@clinicall/shared/constants';
import { composeMail } from '../mail/mail-layout.js';

type Recipient = { email: string; firstName: string };

export const resetMail = (user: Recipient, url: string) =>
  composeMail({
    to: user.email,
    subject: 'Reset your Clinicall password',
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      'We received a request to reset your Clinicall password.',
      `The link below works once and for ${RESET_KEY_TTL_HOURS} hours. If you did not ask for it, ignore this mail.`,
    ],
    action: { label: 'Choose a new password', url },
  });
