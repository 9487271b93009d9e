/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:mm) as the scheduling API speaks them.
 * A date here names a day, not an instant: the arithmetic runs in UTC so no zone shifts it.
 */
const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** C16: weeks start on Monday. */
export function mondayOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Today's date where the user lives (their account's zone, else the browser's). */
export function todayIn(timeZone: string | null | undefined, now = new Date()): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone ?? undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(now);
}

const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const monthDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Monday, Nov 23" */
export const formatDay = (date: string) => dayLabel.format(toUtc(date));
/** "Mon, Nov 23" */
export const formatShortDay = (date: string) => shortDay.format(toUtc(date));

/** "Nov 23, 2026 – Nov 29, 2026" for the week starting on `monday`. */
export function formatWeek(monday: string): string {
  return `${monthDay.format(toUtc(monday))} – ${monthDay.format(toUtc(addDays(monday, 6)))}`;
}

function twelveHour(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours % 24 < 12 ? 'AM' : 'PM';
  return {
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minutes: String(minutes).padStart(2, '0'),
    half,
  };
}

/** C18: an availability range's end, "09:00AM" from "09:00"; "24:00", the end of a day, is midnight. */
export function formatClock(time: string): string {
  const { hour, minutes, half } = twelveHour(time);
  return `${String(hour).padStart(2, '0')}:${minutes}${half}`;
}

/** "3:00 PM" from "15:00": a start time as the appointment lists show it (C88). */
export function formatStartTime(time: string): string {
  const { hour, minutes, half } = twelveHour(time);
  return `${hour}:${minutes} ${half}`;
}
