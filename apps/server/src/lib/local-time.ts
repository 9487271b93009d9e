import { DateTime } from 'luxon';

/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:mm) in a named time zone, turned into
 * instants and back with luxon, which follows the zone's daylight-saving rules: a day may last 23
 * or 25 hours, and 02:30 may not exist (luxon moves it forward) or happen twice (the earlier one
 * is meant, as a person reading their clock for "from 01:00" would).
 */

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });

/** The date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) => day(date).plus({ days }).toISODate()!;

/** ISO weekday of a date: 1 is Monday, 7 is Sunday. */
export const isoWeekday = (date: string) => day(date).weekday;

/** The Monday of the week that holds `date` (weeks start on Monday, C16). */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The seven dates, Monday to Sunday, of the week that holds `date`. */
export const weekDates = (date: string) => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => day(to).diff(day(from), 'days').days;

/** The instant a wall clock in `zone` shows `time` (HH:mm, "24:00" being the next midnight). */
export function instantAt(date: string, time: string, zone: string): Date {
  if (time === '24:00') return instantAt(addDays(date, 1), '00:00', zone);
  const candidates = DateTime.fromISO(`${date}T${time}`, { zone }).getPossibleOffsets();
  return new Date(Math.min(...candidates.map((candidate) => candidate.toMillis())));
}

/** The calendar date an instant falls on in `zone`. */
export const localDateOf = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toISODate()!;

/** The wall-clock time (HH:mm) an instant shows in `zone`. */
export const localTimeOf = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toFormat('HH:mm');

/** C90: 'EEE, MMM d at h:mm a', with the zone's short name so a mail reader knows whose clock. */
export const displayDateTime = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toFormat("EEE, MMM d 'at' h:mm a ZZZZ", {
    locale: 'en-US',
  });
