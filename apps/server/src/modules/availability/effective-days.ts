import type { DayRanges } from '@clinicall/shared/scheduling/availability';
import type { StoredDay } from '../../db/schema/scheduling.js';
import { addDays, instantAt, isoWeekday, mondayOf } from '../../lib/local-time.js';

/** A provider's availability as loaded for a span of dates. */
export type LoadedSchedule = {
  timeZone: string;
  /** Times set for single dates, by date. */
  days: ReadonlyMap<string, StoredDay>;
  /** Recurring default weeks, oldest first. */
  defaults: readonly { effectiveFrom: string; week: StoredDay[] }[];
};

export type Interval = { start: Date; end: Date };

const EMPTY_DAY: StoredDay = { available: true, ranges: [] };

/** The default week that governs `date`: the latest one starting on or before it. */
function governingDefault(schedule: LoadedSchedule, date: string) {
  let found: LoadedSchedule['defaults'][number] | undefined;
  for (const candidate of schedule.defaults) {
    if (candidate.effectiveFrom <= date) found = candidate;
  }
  return found;
}

/** What a date offers: its own times, else its default week's day, else nothing (switched on). */
export function effectiveDay(schedule: LoadedSchedule, date: string) {
  const own = schedule.days.get(date);
  if (own) return { day: own, fromDefault: false };
  const fallback = governingDefault(schedule, date);
  const day = fallback?.week[isoWeekday(date) - 1];
  return day ? { day, fromDefault: true } : { day: EMPTY_DAY, fromDefault: false };
}

/** C112: the week holding `monday` as the time table shows it. */
export function weekView(schedule: LoadedSchedule, monday: string) {
  const dayRanges: DayRanges[] = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const { day, fromDefault } = effectiveDay(schedule, date);
    return {
      date,
      available: day.available,
      fromDefault,
      ranges: day.ranges.map((r) => ({ startRange: r.start, endRange: r.end, invalid: false })),
    };
  });
  return {
    timeZone: schedule.timeZone,
    dayRanges,
    invalidDatesError: null,
    defaultFrom: governingDefault(schedule, mondayOf(monday))?.effectiveFrom ?? null,
  };
}

/**
 * The instants the provider is available on the given dates (their own time zone), whole ranges
 * as set, overlapping [from, to). Daylight-saving days come out 23 or 25 hours long.
 */
export function availableIntervals(
  schedule: LoadedSchedule,
  dates: readonly string[],
  from: Date,
  to: Date,
): Interval[] {
  const intervals: Interval[] = [];
  for (const date of dates) {
    const { day } = effectiveDay(schedule, date);
    if (!day.available) continue;
    for (const range of day.ranges) {
      const start = instantAt(date, range.start, schedule.timeZone);
      const end = instantAt(date, range.end, schedule.timeZone);
      if (start < to && end > from && end > start) intervals.push({ start, end });
    }
  }
  return intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
}
