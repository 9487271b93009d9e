import { DateTime, IANAZone } from 'luxon';
import { dayText } from './iso-text.js';

/**
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:mm) in a named time zone, turned into
 * instants and back following the zone's daylight-saving rules (luxon's IANA zones): a day may
 * last 23 or 25 hours, and 02:30 may not exist (it moves forward by the gap, as luxon does) or
 * happen twice (the earlier one is meant, as a person reading their clock for "from 01:00" would).
 *
 * The free-slot search converts hundreds of instants per request, and asking a zone for its
 * offset costs microseconds each (Intl formatting), so offsets are remembered per zone and
 * quarter hour: every real transition falls on a quarter-hour boundary, and a quarter hour whose
 * two ends disagree is never remembered, only computed.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;
const MAX_REMEMBERED = 100_000;
/** Per zone, per quarter hour (numbered from the epoch): no key text to build per call. */
const offsets = new Map<string, Map<number, number>>();
let remembered = 0;

/** The zone's offset from UTC, in minutes, at an instant (epoch milliseconds). */
export function offsetAt(zone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_MS);
  let zoneOffsets = offsets.get(zone);
  const known = zoneOffsets?.get(quarter);
  if (known !== undefined) return known;
  const iana = IANAZone.create(zone);
  const first = iana.offset(quarter * QUARTER_MS);
  if (first !== iana.offset(quarter * QUARTER_MS + QUARTER_MS - 1)) return iana.offset(ms);
  if (remembered >= MAX_REMEMBERED) {
    offsets.clear();
    remembered = 0;
    zoneOffsets = undefined;
  }
  if (!zoneOffsets) offsets.set(zone, (zoneOffsets = new Map<number, number>()));
  zoneOffsets.set(quarter, first);
  remembered += 1;
  return first;
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => dayText(Math.floor(ms / DAY_MS));

/** The date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) => isoDate(utcMidnight(date) + days * DAY_MS);

/** ISO weekday of a date: 1 is Monday, 7 is Sunday. */
export const isoWeekday = (date: string) => new Date(utcMidnight(date)).getUTCDay() || 7;

/** The Monday of the week that holds `date` (weeks start on Monday, C16). */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The seven dates, Monday to Sunday, of the week that holds `date`. */
export const weekDates = (date: string) => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

const instants = new Map<string, number>();

/**
 * The instant a wall clock in `zone` shows `time` (HH:mm, "24:00" being the next midnight).
 * Answers are remembered: the free-slot search asks for the same few dozen every request.
 */
export function instantAt(date: string, time: string, zone: string): Date {
  const key = `${zone}|${date}|${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = computeInstant(date, time, zone);
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

function computeInstant(date: string, time: string, zone: string): number {
  if (time === '24:00') return computeInstant(addDays(date, 1), '00:00', zone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offsets in force a day before and a day after: at most one transition lies between.
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  const valid = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((ms) => wall - offsetAt(zone, ms) * MINUTE_MS === ms);
  // None valid: the time falls in a spring-forward gap; read with the earlier offset, it lands
  // past the gap (02:30 becomes 03:30).
  return valid.length > 0 ? Math.min(...valid) : wall - before * MINUTE_MS;
}

/** The calendar date an instant (epoch milliseconds) falls on in `zone`. */
export const localDateOfMs = (ms: number, zone: string) =>
  isoDate(ms + offsetAt(zone, ms) * MINUTE_MS);

/** The calendar date an instant falls on in `zone`. */
export const localDateOf = (instant: Date, zone: string) => localDateOfMs(instant.getTime(), zone);

/** The wall-clock time (HH:mm) an instant shows in `zone`. */
export const localTimeOf = (instant: Date, zone: string) =>
  new Date(instant.getTime() + offsetAt(zone, instant.getTime()) * MINUTE_MS)
    .toISOString()
    .slice(11, 16);

/** C90: 'EEE, MMM d at h:mm a', with the zone's short name so a mail reader knows whose clock. */
export const displayDateTime = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toFormat("EEE, MMM d 'at' h:mm a ZZZZ", {
    locale: 'en-US',
  });
