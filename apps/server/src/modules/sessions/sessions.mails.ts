import { Passcode } from '@clinicall/shared/constants';
import { composeMail } from '../mail/mail-layout.js';

type Recipient = { email: string; firstName: string };

/** The code goes in the body only: subjects show on lock screens and in notification previews. */
export const passcodeMail = (user: Recipient, code: string) =>
  composeMail({
    to: user.email,
    subject: 'Your Clinicall sign-in passcode',
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `Your sign-in passcode is ${code}.`,
      `It expires in ${Passcode.ttlMinutes} minutes. If you did not try to sign in, change your password.`,
    ],
  });
