import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isRepeatedWallTime, zoneAbbreviation } from './zone-offsets';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The browser's own zone (the computer's clock setting). */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone every time is shown in: the account's (the user's own setting, docs/architecture.md
 * "Time zones"); the browser's only until a first sign-in has stored one.
 */
export function viewerZone(accountZone: string | null | undefined): string {
  return accountZone ?? browserZone();
}

/** "Chicago", "New York", "UTC": the place an IANA zone is named after. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/** "Central Time", "Central European Time": a zone's generic name (the zone id without one). */
export function zoneName(zone: string, at: Date = new Date()): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** "Central Time (Chicago)", "Central European Time (Berlin)": how the app names a zone. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const name = zoneName(zone, at);
  return zone.startsWith('Etc/') || name === zone ? name : `${name} (${zoneCity(zone)})`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and each row needs several: one per zone and style. */
function formatter(
  zone: string,
  style: 'stamp' | 'time' | 'day' | 'clock' | 'medium' | 'range',
): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let found = formatters.get(key);
  if (found === undefined && style === 'medium') {
    found = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
    formatters.set(key, found);
  }
  if (found === undefined) {
    const options: Intl.DateTimeFormatOptions =
      style === 'stamp'
        ? { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
        : style === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : style === 'clock'
            ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
            : style === 'range'
              ? { month: 'short', day: 'numeric', year: 'numeric' }
              : { year: 'numeric', month: '2-digit', day: '2-digit' };
    // hour12 would override the clock's hourCycle.
    const twelveHour = style === 'stamp' || style === 'time';
    found = new Intl.DateTimeFormat(style === 'day' ? 'en-CA' : 'en-US', {
      ...options,
      hour12: twelveHour ? true : undefined,
      timeZone: zone,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * " EDT" after a wall time the zone shows twice (the hour a daylight-saving change repeats), so
 * "1:30 AM EDT" and "1:30 AM EST" are told apart; nothing after any other time.
 */
function repeatedHourMark(ms: number, zone: string): string {
  return isRepeatedWallTime(ms, zone) ? ` ${zoneAbbreviation(ms, zone)}` : '';
}

/** C90: 'EEE, MMM d at h:mm a', e.g. "Sat, Nov 21 at 7:40 PM", in the viewer's zone. */
export function formatAppointmentDate(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  const parts = Object.fromEntries(
    formatter(zone, 'stamp')
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}${repeatedHourMark(ms, zone)}`;
}

/** "7:40 PM" in the zone; "1:30 AM EDT" in an hour the zone repeats. */
export function formatClockTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  return `${formatter(zone, 'time').format(ms)}${repeatedHourMark(ms, zone)}`;
}

/** C88: "7:40 PM – 8:10 PM"; a message encounter (no end) shows its start only. */
export function formatTimeRange(startIso: string, endIso: string | null, zone: string): string {
  const start = formatClockTime(startIso, zone);
  return endIso === null ? start : `${start} – ${formatClockTime(endIso, zone)}`;
}

/** "Nov 21, 2026, 7:40 PM" in the zone (a message, a sign-in, a change in a history). */
export function formatDateTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  return `${formatter(zone, 'medium').format(ms)}${repeatedHourMark(ms, zone)}`;
}

/** H10: 'MMM D, YYYY', e.g. "Dec 9, 2026": the day an instant falls on, as ranges read (C85). */
export function formatRangeDate(iso: string, zone: string): string {
  return formatter(zone, 'range').format(Date.parse(iso));
}

/** H10: 'MM/DD/YYYY', e.g. "12/09/2026": spec 2 §9's display date of an instant (a list's day). */
export function formatDisplayDate(iso: string, zone: string): string {
  const [year, month, day] = dayOf(iso, zone).split('-');
  return `${month}/${day}/${year}`;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in the zone: lists group by it (C84). */
export function dayOf(iso: string | Date, zone: string): string {
  return formatter(zone, 'day').format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "HH:mm" (00:00–23:59) of an instant on the zone's wall clock: a free start's time (C30). */
export function wallClock(iso: string, zone: string): string {
  return formatter(zone, 'clock').format(new Date(iso));
}

/** "Saturday, November 21, 2026": a day group's heading. */
export function formatDayHeading(day: string): string {
  return dayjs(day).format('dddd, MMMM D, YYYY');
}

/** The instant (ISO) a wall clock in the zone shows `time` ("HH:mm"; "24:00" is the next midnight). */
export function instantIn(date: string, time: string, zone: string): string {
  const [day, clock] = time === '24:00' ? [shiftDay(date, { days: 1 }), '00:00'] : [date, time];
  return dayjs.tz(`${day} ${clock}`, zone).toISOString();
}

/** The first instant of a calendar day in the zone, and of the day after the last one. */
export function dayBounds(from: string, to: string, zone: string): { from: string; to: string } {
  return {
    from: dayjs.tz(from, zone).startOf('day').toISOString(),
    to: dayjs.tz(to, zone).add(1, 'day').startOf('day').toISOString(),
  };
}

/** `day` moved by whole days or months, as 'YYYY-MM-DD'. */
export function shiftDay(day: string, amount: { days?: number; months?: number }): string {
  return dayjs(day)
    .add(amount.months ?? 0, 'month')
    .add(amount.days ?? 0, 'day')
    .format('YYYY-MM-DD');
}

/** C85: how a chosen range reads, 'MMM D, YYYY'. */
export const RANGE_FORMAT = 'MMM D, YYYY';
