import type { ScheduleDay } from '@clinicall/shared/scheduling/slots';
import { offsetAt } from '../../lib/local-time.js';

export type Interval = { start: Date; end: Date };

const MINUTE = 60_000;

/**
 * The start times on the grid of each availability range (every `stepMinutes` from the range's
 * start, in real time, so daylight-saving days need no special case) where an appointment of
 * `durationMinutes` fits inside the range and overlaps nothing busy, between `earliest` and
 * `latest` (inclusive). Busy intervals are half-open: one ending at 10:00 leaves 10:00 free.
 */
export function freeSlotStarts(input: {
  availability: readonly Interval[];
  busy: readonly Interval[];
  durationMinutes: number;
  stepMinutes: number;
  earliest: Date;
  latest: Date;
}): Date[] {
  const duration = input.durationMinutes * MINUTE;
  const step = input.stepMinutes * MINUTE;
  const earliest = input.earliest.getTime();
  const latest = input.latest.getTime();
  const busy = input.busy
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  const starts = new Set<number>();
  for (const range of input.availability) {
    const rangeEnd = range.end.getTime();
    // Busy intervals are sorted by start; `first` skips those that end before the candidate.
    let first = 0;
    for (let t = range.start.getTime(); t + duration <= rangeEnd && t <= latest; t += step) {
      if (t < earliest) continue;
      while (first < busy.length && busy[first]!.end <= t) first += 1;
      let free = true;
      for (let i = first; i < busy.length && busy[i]!.start < t + duration; i += 1) {
        if (busy[i]!.end > t) {
          free = false;
          break;
        }
      }
      if (free) starts.add(t);
    }
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
}

/** Whether `start` is one of the grid's start times of a range that holds [start, end). */
export function onGrid(
  availability: readonly Interval[],
  start: Date,
  end: Date,
  stepMinutes: number,
) {
  return availability.some(
    (range) =>
      range.start <= start &&
      end <= range.end &&
      (start.getTime() - range.start.getTime()) % (stepMinutes * MINUTE) === 0,
  );
}

/** C30: the starts grouped by the viewer's calendar days, with the AM and PM counts. */
export function groupByDay(
  starts: readonly Date[],
  dates: readonly string[],
  zone: string,
  durationMinutes: number,
): ScheduleDay[] {
  const days = new Map<string, ScheduleDay>(
    dates.map((date) => [date, { date, amCount: 0, pmCount: 0, slots: [] }]),
  );
  for (const start of starts) {
    // One offset lookup gives both the local date and time: "YYYY-MM-DDTHH:mm" on the wall clock.
    const ms = start.getTime();
    const wall = new Date(ms + offsetAt(zone, ms) * MINUTE).toISOString();
    const day = days.get(wall.slice(0, 10));
    if (!day) continue;
    const localTime = wall.slice(11, 16);
    if (localTime < '12:00') day.amCount += 1;
    else day.pmCount += 1;
    day.slots.push({
      startTime: start.toISOString(),
      endTime: new Date(ms + durationMinutes * MINUTE).toISOString(),
      localTime,
    });
  }
  return [...days.values()];
}
