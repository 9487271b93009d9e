import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import { displayDateTime } from '../../lib/local-time.js';
import { composeMail } from '../mail/mail-layout.js';

type Person = { email: string; firstName: string; lastName: string };

/**
 * The plain mail that tells the other party about a new request (spec 1 §4). The signed link that
 * answers it from the mail comes with the appointment lifecycle.
 */
export function requestMail(input: {
  to: Person;
  from: Person;
  type: EncounterType;
  start: Date;
  /** The recipient's zone, so the time reads on their clock. */
  zone: string;
  requestsUrl: string;
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
    paragraphs: [what, 'Sign in to Clinicall to accept or decline it.'],
    action: { label: 'View appointment requests', url: input.requestsUrl },
  });
}
