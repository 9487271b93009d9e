import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone appointment times are shown in: the account's, else the browser's. */
export function viewerZone(accountZone: string | null | undefined): string {
  return accountZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and each row needs several: one per zone and style. */
function formatter(zone: string, style: 'stamp' | 'time' | 'day' | 'clock'): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let found = formatters.get(key);
  if (found === undefined) {
    const options: Intl.DateTimeFormatOptions =
      style === 'stamp'
        ? { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
        : style === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : style === 'clock'
            ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
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

/** C90: 'EEE, MMM d at h:mm a', e.g. "Sat, Nov 21 at 7:40 PM", in the viewer's zone. */
export function formatAppointmentDate(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    formatter(zone, 'stamp')
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** C88: "7:40 PM – 8:10 PM"; a message encounter (no end) shows its start only. */
export function formatTimeRange(startIso: string, endIso: string | null, zone: string): string {
  const time = formatter(zone, 'time');
  const start = time.format(new Date(startIso));
  return endIso === null ? start : `${start} – ${time.format(new Date(endIso))}`;
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
