import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';

/** C103 "create a new patient": tells the patient their provider opened an account for them. */
export function welcomeMail(input: { to: string; firstName: string; providerName: string }): Mail {
  return composeMail({
    to: input.to,
    subject: 'Your Clinicall account',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `${input.providerName} created a Clinicall account for you, so you can join video visits.`,
      'A second e-mail brings a link to choose your password. Links to visits ask for your date of birth.',
    ],
  });
}
