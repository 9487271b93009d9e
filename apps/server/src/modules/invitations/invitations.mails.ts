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

/**
 * F131: a patient of another clinic (or someone another clinic invited who has not signed up yet)
 * joins this clinic from this link; until then the clinic sees nothing of them (issue 19 path 1).
 */
export const joinClinicMail = (to: Recipient, clinicName: string, url: string) =>
  composeMail({
    to: to.email,
    subject: `${clinicName} invites you to join their clinic`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${clinicName} has invited you to join their clinic on Clinicall.`,
      `Nothing of your Clinicall record is shared with ${clinicName} unless you accept. The link below works once and for ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: `Join ${clinicName}`, url },
  });

/**
 * F72, issue 19 path 1: the head of a family is asked to consent to a new member. Nothing is
 * created, and the clinic sees nothing of the head, until they accept from this link.
 */
export const familyRequestMail = (
  to: Recipient,
  clinicName: string,
  memberName: string,
  url: string,
) =>
  composeMail({
    to: to.email,
    subject: `${clinicName} asks to add ${memberName} to your family account`,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${clinicName} would like to add ${memberName} as a family member of your Clinicall account, as a patient of their clinic.`,
      `If you accept, ${memberName} is added to your account, and you both become patients of ${clinicName} (if you are not already), who can then see your profiles. Nothing is added or shared unless you accept.`,
      `If you did not expect this, ignore this mail. The link below works once and for ${INVITATION_TTL_DAYS} days.`,
    ],
    action: { label: `Add ${memberName}`, url },
  });
