import type { Schedule } from '@clinicall/shared/scheduling/slots';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "HH:mm" of an instant on the zone's wall clock, as the booking page shows a free start. */
export function wallTime(iso: string, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** The wall-clock times of a day's free starts in the answer's zone (none for an absent day). */
export function wallTimesOn(schedule: Schedule, date: string): string[] {
  const day = schedule.days.find((d) => d.date === date);
  return (day?.starts ?? []).map((start) => wallTime(start, schedule.timeZone));
}
