import { INVITATION_TTL_DAYS } from '@clinicall/shared/invitations/rules';
import { composeMail } from '../mail/mail-layout.js';

type Recipient = { email: string; firstName: string };

/** F71, F117: the sign-up link of a new patient's or provider's invitation. */
export const signupInviteMail = (
  to: Recipient,
  clinicName: string,
  url: string,
  forProvider: boolean,
) =>
  composeMail({
    to: to.email,
    subject: `${clinicName} invites you to Clinicall`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${clinicName} has invited you to create your Clinicall account, where you can ${
        forProvider ? 'see your patients' : 'meet your providers'
      } online.`,
      `The link below works once and for ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: 'Create my account', url },
  });

/** F131: an existing patient invited by another clinic joins it from this link. */
export const joinClinicMail = (to: Recipient, clinicName: string, url: string) =>
  composeMail({
    to: to.email,
    subject: `${clinicName} invites you to join their clinic`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${clinicName} has invited you to join their clinic on Clinicall with your existing account.`,
      `The link below works once and for ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: `Join ${clinicName}`, url },
  });

/** F72: the head of a family hears that a member was added to their account. */
export const familyMemberAddedMail = (to: Recipient, clinicName: string, memberName: string) =>
  composeMail({
    to: to.email,
    subject: `${memberName} was added to your family account`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${clinicName} added ${memberName} as a family member of your Clinicall account.`,
      'You manage their profile and appointments from your own account.',
    ],
  });
