import { Passcode, SignInLimits } from '@clinicall/shared/constants';
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

/** Sent once per lock, to the account's owner: the lock also stops them, so they learn why. */
export const lockoutMail = (user: Recipient, ip: string) =>
  composeMail({
    to: user.email,
    subject: 'Sign-in to your Clinicall account is paused',
    greeting: `Hello ${user.firstName},`,
    paragraphs: [
      `After ${SignInLimits.lockAfterFailures} failed sign-in attempts (the last from address ${ip}), sign-in to your account is locked for ${SignInLimits.lockMinutes} minutes.`,
      'If this was you, wait and try again, or reset your password. If it was not, reset your password once the lock ends, and tell your clinic.',
    ],
  });
