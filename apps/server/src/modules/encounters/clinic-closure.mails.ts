import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import { displayDateTime } from '../../lib/local-time.js';
import { composeMail } from '../mail/mail-layout.js';
import type { Mail } from '../mail/mailer.js';

/**
 * Issue 20 point 3: to the patient of a booking the clinic's deactivation cancelled, on their
 * clock, saying whether a card payment goes back to them.
 */
export function clinicClosedMail(input: {
  to: { email: string; firstName: string };
  provider: { firstName: string; lastName: string };
  clinicName: string;
  type: EncounterType;
  start: Date;
  zone: string;
  refunded: boolean;
  appointmentsUrl: string;
}): Mail {
  const label = EncounterTypeLabel[input.type];
  const what =
    input.type === 'MESSAGE'
      ? `${label} appointment`
      : `${label} appointment on ${displayDateTime(input.start, input.zone)}`;
  return composeMail({
    to: input.to.email,
    subject: `Appointment cancelled: ${label}`,
    greeting: `Hello ${input.to.firstName},`,
    paragraphs: [
      `Your ${what} with ${input.provider.firstName} ${input.provider.lastName} is cancelled: ${input.clinicName} no longer offers visits through Clinicall.`,
      ...(input.refunded ? ['The card payment for this appointment is refunded in full.'] : []),
    ],
    action: { label: 'View my appointments', url: input.appointmentsUrl },
  });
}
