import { composeMail } from '../mail/mail-layout.js';

/** A new staff member may not read their mail the same day: the set-password link lasts 3 days. */
export const WELCOME_LINK_TTL_HOURS = 72;

/** The mail a staff account created by an admin gets: a single-use link to choose a password. */
export const welcomeMail = (user: { email: string; firstName: string }, url: string) =>
  composeMail({
    to: user.email,
    subject: 'Your Clinicall account',
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      'An account has been created for you on Clinicall.',
      `Choose your password with the link below. It works once and for ${WELCOME_LINK_TTL_HOURS} hours; after that, use "Forgot password" on the sign-in page.`,
    ],
    action: { label: 'Choose your password', url },
  });
