import { Paths } from '@clinicall/shared/paths';
import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';

type Person = { email: string; firstName: string; lastName: string };
const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** Issue 22 item 2: the receiving provider learns of a new referral. */
export function referralReceivedMail(
  parties: { sender: Person; receiver: Person; patient: Person },
  publicUrl: string,
): Mail {
  return composeMail({
    to: parties.receiver.email,
    subject: 'New patient referral',
    greeting: `Hello ${parties.receiver.firstName},`,
    paragraphs: [
      `${fullName(parties.sender)} referred ${fullName(parties.patient)} to you. Please accept or decline the referral.`,
    ],
    action: { label: 'View referrals', url: `${publicUrl}${Paths.referrals}` },
  });
}

/** Issue 22 item 2: the patient learns whom they were referred to, and can book with them. */
export function referralForPatientMail(
  parties: { sender: Person; receiver: Person; patient: Person },
  publicUrl: string,
): Mail {
  return composeMail({
    to: parties.patient.email,
    subject: 'You have been referred to another provider',
    greeting: `Hello ${parties.patient.firstName},`,
    paragraphs: [`${fullName(parties.sender)} referred you to ${fullName(parties.receiver)}.`],
    action: { label: 'View my referrals', url: `${publicUrl}${Paths.referrals}` },
  });
}

/** The referring provider learns the answer. */
export function referralAnsweredMail(
  parties: { sender: Person; receiver: Person; patient: Person },
  accepted: boolean,
  publicUrl: string,
): Mail {
  return composeMail({
    to: parties.sender.email,
    subject: accepted ? 'Referral accepted' : 'Referral declined',
    greeting: `Hello ${parties.sender.firstName},`,
    paragraphs: [
      `${fullName(parties.receiver)} ${accepted ? 'accepted' : 'declined'} your referral of ${fullName(parties.patient)}.`,
    ],
    action: { label: 'View referrals', url: `${publicUrl}${Paths.referrals}` },
  });
}
