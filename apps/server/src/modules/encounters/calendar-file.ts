import { EncounterTypeLabel, type EncounterType } from '@clinicall/shared/scheduling/types';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

type Person = { email: string; firstName: string; lastName: string };

/**
 * The `.ics` file of a confirmed appointment, or of its cancellation (METHOD:CANCEL). Times are
 * written in UTC; the UID is stable per appointment so a calendar replaces or removes the same
 * event, and the cancellation's higher SEQUENCE makes it win over the invitation.
 */
export function appointmentCalendar(input: {
  encounterId: number;
  type: EncounterType;
  start: Date;
  end: Date;
  provider: Person;
  patient: Person;
  domain: string;
  cancelled: boolean;
  url: string;
  now: Date;
}) {
  const method = input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Clinicall', product: 'Clinicall', language: 'EN' },
    method,
  });
  const name = (p: Person) => `${p.firstName} ${p.lastName}`;
  calendar.createEvent({
    id: `encounter-${input.encounterId}@${input.domain}`,
    sequence: input.cancelled ? 1 : 0,
    start: input.start,
    end: input.end,
    stamp: input.now,
    summary: `${EncounterTypeLabel[input.type]}: ${name(input.provider)} and ${name(input.patient)}`,
    description: `Clinicall appointment. ${input.url}`,
    url: input.url,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: name(input.provider), email: input.provider.email },
    attendees: [{ name: name(input.patient), email: input.patient.email }],
  });
  return {
    method: input.cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
    content: calendar.toString(),
  };
}
