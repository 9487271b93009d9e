import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import { displayDateTime } from '../../lib/local-time.js';
import { composeMail } from '../mail/mail-layout.js';

type Person = { email: string; firstName: string; lastName: string };

/**
 * The mail that tells the other party about a new request (spec 1 §4), with the signed links that
 * accept or decline it without signing in (C99).
 */
export function requestMail(input: {
  to: Person;
  from: Person;
  type: EncounterType;
  start: Date;
  /** The recipient's zone, so the time reads on their clock. */
  zone: string;
  requestsUrl: string;
  answer: { acceptUrl: string; declineUrl: string };
}) {
  const label = EncounterTypeLabel[input.type];
  const who = `${input.from.firstName} ${input.from.lastName}`;
  const what =
    input.type === 'MESSAGE'
      ? `${who} sent you a ${label} appointment request.`
      : `${who} requested a ${label} appointment on ${displayDateTime(input.start, input.zone)}.`;
  return composeMail({
    to: input.to.email,
    subject: `New appointment request: ${label}`,
    greeting: `Hello ${input.to.firstName},`,
    paragraphs: [
      what,
      'Accept or decline it here, or sign in to Clinicall to see all your requests.',
    ],
    action: { label: 'Accept', url: input.answer.acceptUrl },
    moreActions: [
      { label: 'Decline', url: input.answer.declineUrl },
      { label: 'View appointment requests', url: input.requestsUrl },
    ],
  });
}

/**
 * Issue 19 path 6: to whoever made a card-paid request and did not pay it within the hold: the
 * request is cancelled and its time free again; they may book again (and pay) if they still wish.
 */
export function unpaidHoldExpiredMail(input: {
  to: Person;
  provider: Person;
  type: EncounterType;
  start: Date;
  zone: string;
  minutes: number;
  bookUrl: string;
}) {
  const label = EncounterTypeLabel[input.type];
  const provider = `${input.provider.firstName} ${input.provider.lastName}`;
  return composeMail({
    to: input.to.email,
    subject: `Appointment request cancelled: ${label}`,
    greeting: `Hello ${input.to.firstName},`,
    paragraphs: [
      `Your request for a ${label} appointment with ${provider} on ${displayDateTime(input.start, input.zone)} was not paid within ${input.minutes} minutes, so it was cancelled and the time released.`,
      'If you still want an appointment, please book it again and pay when you book.',
    ],
    action: { label: 'Book an appointment', url: input.bookUrl },
  });
}
