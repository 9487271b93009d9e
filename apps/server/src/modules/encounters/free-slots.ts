import type { ScheduleDay } from '@clinicall/shared/scheduling/slots';
import { isoOfMs } from '../../lib/iso-text.js';
import { instantAt, offsetAt } from '../../lib/local-time.js';

export type Interval = { start: Date; end: Date };

const MINUTE = 60_000;

/** An interval as epoch milliseconds, half-open. */
export type EpochInterval = { start: number; end: number };

/**
 * The start times (epoch milliseconds, ascending) on the grid of each availability range (every
 * `stepMinutes` from the range's start, in real time, so daylight-saving days need no special
 * case) where an appointment of `durationMinutes` fits inside the range and overlaps nothing
 * busy, between `earliest` and `latest` (inclusive). Busy intervals are half-open: one ending at
 * 10:00 leaves 10:00 free.
 */
export function freeSlotStarts(input: {
  availability: readonly Interval[];
  busy: readonly EpochInterval[];
  durationMinutes: number;
  stepMinutes: number;
  earliest: number;
  latest: number;
}): number[] {
  const { earliest, latest } = input;
  const duration = input.durationMinutes * MINUTE;
  const step = input.stepMinutes * MINUTE;
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  let sorted = true;
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
      if (!free) continue;
      if (starts.length > 0 && t <= starts[starts.length - 1]!) sorted = false;
      starts.push(t);
    }
  }
  // Ranges come sorted and apart; only overlapping ones (two set for one instant) need this.
  return sorted ? starts : [...new Set(starts)].sort((a, b) => a - b);
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

/**
 * C30: the starts (ascending) grouped by the viewer's calendar days, with the AM and PM counts.
 * The zone is asked once at each end of a day: when both agree (every day but a daylight-saving
 * change) the wall clock is plain arithmetic; on a change day each start asks for its own offset.
 */
export function groupByDay(
  starts: readonly number[],
  dates: readonly string[],
  zone: string,
): ScheduleDay[] {
  let next = 0;
  return dates.map((date) => {
    const day: ScheduleDay = { date, amCount: 0, pmCount: 0, starts: [] };
    const dayStart = instantAt(date, '00:00', zone).getTime();
    const dayEnd = instantAt(date, '24:00', zone).getTime();
    while (next < starts.length && starts[next]! < dayStart) next += 1;
    const opening = offsetAt(zone, dayStart);
    const steady = opening === offsetAt(zone, dayEnd - 1);
    const wallMidnight = Date.parse(`${date}T00:00:00Z`);
    for (; next < starts.length && starts[next]! < dayEnd; next += 1) {
      const ms = starts[next]!;
      const offset = steady ? opening : offsetAt(zone, ms);
      if (ms + offset * MINUTE - wallMidnight < 12 * 60 * MINUTE) day.amCount += 1;
      else day.pmCount += 1;
      day.starts.push(isoOfMs(ms));
    }
    return day;
  });
}
