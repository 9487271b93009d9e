import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import { displayDateTime } from '../../lib/local-time.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';

type Person = { email: string; firstName: string; lastName: string };

type Change = {
  to: Person;
  by: Person;
  type: EncounterType;
  start: Date;
  /** The recipient's zone, so the time reads on their clock. */
  zone: string;
  reason: string | null;
  appointmentsUrl: string;
};

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

function when(change: Change) {
  const label = EncounterTypeLabel[change.type];
  return change.type === 'MESSAGE'
    ? `${label} appointment`
    : `${label} appointment on ${displayDateTime(change.start, change.zone)}`;
}

const reasonLine = (reason: string | null) => (reason ? [`Reason: ${reason}`] : []);

/** To the requester: the other party accepted; the calendar file comes with it. */
export function acceptedMail(change: Change, calendar: Mail['calendar']): Mail {
  return {
    ...composeMail({
      to: change.to.email,
      subject: `Appointment confirmed: ${EncounterTypeLabel[change.type]}`,
      greeting: `Hello ${change.to.firstName},`,
      paragraphs: [`${fullName(change.by)} accepted your request for a ${when(change)}.`],
      action: { label: 'View my appointments', url: change.appointmentsUrl },
    }),
    ...(calendar ? { calendar } : {}),
  };
}

/** To the requester: the other party declined, with their reason. */
export function declinedMail(change: Change): Mail {
  return composeMail({
    to: change.to.email,
    subject: `Appointment request declined: ${EncounterTypeLabel[change.type]}`,
    greeting: `Hello ${change.to.firstName},`,
    paragraphs: [
      `${fullName(change.by)} declined your request for a ${when(change)}.`,
      ...reasonLine(change.reason),
    ],
    action: { label: 'View my appointments', url: change.appointmentsUrl },
  });
}

/** To the other party: a request was withdrawn or an appointment cancelled. */
export function cancelledMail(change: Change, calendar: Mail['calendar']): Mail {
  return {
    ...composeMail({
      to: change.to.email,
      subject: `Appointment cancelled: ${EncounterTypeLabel[change.type]}`,
      greeting: `Hello ${change.to.firstName},`,
      paragraphs: [
        `${fullName(change.by)} cancelled the ${when(change)}.`,
        ...reasonLine(change.reason),
      ],
      action: { label: 'View my appointments', url: change.appointmentsUrl },
    }),
    ...(calendar ? { calendar } : {}),
  };
}

/**
 * B25, I23: to the patient once the provider finishes the visit, when the clinic's post-appointment
 * confirmation is on: the record that it took place, and where to find it.
 */
export function finishedMail(change: Change): Mail {
  return composeMail({
    to: change.to.email,
    subject: `Appointment completed: ${EncounterTypeLabel[change.type]}`,
    greeting: `Hello ${change.to.firstName},`,
    paragraphs: [`Your ${when(change)} with ${fullName(change.by)} is complete.`],
    action: { label: 'View my appointments', url: change.appointmentsUrl },
  });
}

/** To each party, 24 hours and 1 hour before a confirmed appointment. */
export function reminderMail(input: {
  to: Person;
  with: Person;
  type: EncounterType;
  start: Date;
  zone: string;
  kind: '24h' | '1h';
  appointmentsUrl: string;
}): Mail {
  const label = EncounterTypeLabel[input.type];
  const inHow = input.kind === '24h' ? 'tomorrow' : 'in one hour';
  return composeMail({
    to: input.to.email,
    subject: `Reminder: ${label} appointment ${inHow}`,
    greeting: `Hello ${input.to.firstName},`,
    paragraphs: [
      `Your ${label} appointment with ${fullName(input.with)} starts ${inHow}, on ${displayDateTime(input.start, input.zone)}.`,
    ],
    action: { label: 'View my appointments', url: input.appointmentsUrl },
  });
}
