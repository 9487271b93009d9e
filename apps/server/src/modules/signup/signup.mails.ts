import { composeMail } from '../mail/mail-layout.js';

/** I24: sent when a patient registers at, or joins, a clinic whose welcome switch is on. */
export const welcomeMail = (
  to: { email: string; firstName: string },
  clinicName: string,
  signInUrl: string,
) =>
  composeMail({
    to: to.email,
    subject: `Welcome to ${clinicName}`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `Welcome to ${clinicName} on Clinicall. Your account is ready.`,
      'Sign in to book appointments, meet your providers by video and keep your profile up to date.',
    ],
    action: { label: 'Sign in', url: signInUrl },
  });
