import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { availabilityDays, type StoredDay, type StoredRange } from '../db/schema/scheduling.js';
import { availabilityRepository } from '../modules/availability/availability.repository.js';
import {
  availableIntervals,
  effectiveDay,
  type Interval,
  type LoadedSchedule,
} from '../modules/availability/effective-days.js';
import { addDays, instantAt, localDateOf, localTimeOf } from '../lib/local-time.js';

/** The demo providers' working day on their own clock: a morning and an afternoon. */
export const DEMO_WORKDAY: StoredDay = {
  available: true,
  ranges: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
};
const DAY_OFF: StoredDay = { available: true, ranges: [] };
/** Monday to Friday. */
export const DEMO_WEEK: StoredDay[] = [...Array<StoredDay>(5).fill(DEMO_WORKDAY), DAY_OFF, DAY_OFF];
/** How far back the demo's working week holds: its oldest seeded visit is 75 days old. */
export const DEMO_HISTORY_DAYS = 120;
/** How far ahead of the seed's day its visits may go. */
const DEMO_FUTURE_DAYS = 30;

const STEP_MS = 30 * 60_000;
const DAY_STEPS = 48;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Whether the intervals, joined where they touch, cover the whole of `span`. */
export function covers(intervals: readonly Interval[], span: Interval): boolean {
  let reached = span.start.getTime();
  for (const interval of [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    if (interval.start.getTime() > reached) break;
    reached = Math.max(reached, interval.end.getTime());
    if (reached >= span.end.getTime()) return true;
  }
  return false;
}

/** Whether `span` lies inside the schedule's availability (the dates it touches, on its clock). */
export function withinAvailability(schedule: LoadedSchedule, span: Interval): boolean {
  const first = localDateOf(span.start, schedule.timeZone);
  const last = localDateOf(new Date(span.end.getTime() - 1), schedule.timeZone);
  const dates = first === last ? [first] : [first, last];
  return covers(availableIntervals(schedule, dates, span.start, span.end), span);
}

/**
 * Places one provider's demo visits inside their availability (issue 21: the demo booked a
 * Saturday office visit) without overlapping one another, the visits already seeded, or time kept
 * free. A visit stays on its planned day when any half hour of that day fits; otherwise it moves
 * to the next working day (or, for a visit in the past, the one before).
 */
export async function demoPlanner(ex: Executor, providerId: number, now: Date) {
  const zone = (await availabilityRepository.zoneOf(ex, providerId)) ?? 'UTC';
  const today = localDateOf(now, zone);
  const schedule = await availabilityRepository.load(
    ex,
    providerId,
    addDays(today, -DEMO_HISTORY_DAYS - 7),
    addDays(today, DEMO_FUTURE_DAYS + 14),
  );
  if (!schedule) throw new Error(`demo provider ${providerId} has no schedule`);
  const busy: Interval[] = (
    await ex
      .select({ start: encounters.startTime, end: encounters.endTime })
      .from(encounters)
      .where(and(eq(encounters.providerId, providerId), isNotNull(encounters.endTime)))
  ).map((row) => ({ start: row.start, end: row.end! }));

  const fits = (span: Interval) =>
    withinAvailability(schedule, span) && !busy.some((taken) => overlaps(taken, span));
  const spanAt = (ms: number, minutes: number) => ({
    start: new Date(ms),
    end: new Date(ms + minutes * 60_000),
  });

  return {
    zone,
    today,
    /** Time the provider's planned visits stay clear of. */
    keepFree(span: Interval) {
      busy.push(span);
    },
    /** The start of a visit planned `days` from today at `at` (HH:mm on the provider's clock). */
    place(days: number, at: string, minutes: number): Date {
      const date = addDays(today, days);
      const planned = instantAt(date, at, zone).getTime();
      // The planned day first, nearest half hours first; then onwards, or back for the past.
      const sameDay: number[] = [];
      for (let k = 0; k <= DAY_STEPS; k++)
        sameDay.push(planned + k * STEP_MS, planned - k * STEP_MS);
      const direction = days < 0 ? -1 : 1;
      const later = Array.from(
        { length: 14 * DAY_STEPS },
        (_, k) => planned + direction * (k + DAY_STEPS + 1) * STEP_MS,
      );
      for (const ms of [
        ...sameDay.filter((t) => localDateOf(new Date(t), zone) === date),
        ...later,
      ]) {
        const span = spanAt(ms, minutes);
        if (fits(span)) {
          busy.push(span);
          return span.start;
        }
      }
      throw new Error(`no working time for a demo visit near ${date} ${at}`);
    },
  };
}

/** "10:47" → "10:30"; with `up`, "10:47" → "11:00". */
function halfHour(time: string, up: boolean): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = up ? Math.ceil((h * 60 + m) / 30) * 30 : Math.floor((h * 60 + m) / 30) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Ranges joined where they overlap or touch, in order. */
function mergeRanges(ranges: readonly StoredRange[]): StoredRange[] {
  const merged: StoredRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end;
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Adds `span` (widened to half hours) to the provider's availability on the dates it touches, as
 * times set for those dates (C22): the demo video visit starts minutes after seeding, at any hour,
 * and its provider made room for it that day.
 */
export async function openAvailabilityFor(ex: Executor, providerId: number, span: Interval) {
  const zone = (await availabilityRepository.zoneOf(ex, providerId)) ?? 'UTC';
  const first = localDateOf(span.start, zone);
  const last = localDateOf(new Date(span.end.getTime() - 1), zone);
  const schedule = await availabilityRepository.load(ex, providerId, first, last);
  if (!schedule) throw new Error(`demo provider ${providerId} has no schedule`);
  // A visit ending at midnight ends its day at "24:00".
  const rounded = halfHour(localTimeOf(span.end, zone), true);
  const endTime = rounded === '00:00' ? '24:00' : rounded;
  const parts =
    first === last
      ? [
          {
            date: first,
            range: { start: halfHour(localTimeOf(span.start, zone), false), end: endTime },
          },
        ]
      : [
          {
            date: first,
            range: { start: halfHour(localTimeOf(span.start, zone), false), end: '24:00' },
          },
          { date: last, range: { start: '00:00', end: endTime } },
        ];
  for (const { date, range } of parts) {
    const { day } = effectiveDay(schedule, date);
    const ranges = mergeRanges([...day.ranges, range]);
    await ex
      .insert(availabilityDays)
      .values({ providerId, date, available: true, ranges })
      .onConflictDoUpdate({
        target: [availabilityDays.providerId, availabilityDays.date],
        set: { available: true, ranges },
      });
  }
}
