import {
  rangeProblems,
  type DayRanges,
  type RangeInput,
} from '@clinicall/shared/scheduling/availability';
import { formatClock } from '../../lib/calendar-dates';

export const storedRanges = (day: DayRanges): RangeInput[] =>
  day.ranges.map(({ startRange, endRange }) => ({ startRange, endRange }));

/** C18: "09:00AM-12:00PM, 01:00PM-05:00PM", or null when the day has no times. */
export function rangesSummary(day: DayRanges): string | null {
  if (day.ranges.length === 0) return null;
  return day.ranges
    .map((r) => `${formatClock(r.startRange)}-${formatClock(r.endRange)}`)
    .join(', ');
}

/** C22: a day's edit may be saved only when it breaks no rule and differs from what is stored. */
export function draftState(day: DayRanges, draft: readonly RangeInput[]) {
  const problems = rangeProblems(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(storedRanges(day));
  return { problems, changed, canSave: problems.length === 0 && changed };
}
