import { RPM_MAX_RANGE_DAYS, RPM_WINDOW_DAYS } from '@clinicall/shared/monitoring/measures';
import { QuickRanges, type QuickRange } from '@clinicall/shared/scheduling/list-messages';
import { dayBounds, shiftDay } from '../../lib/zoned-time';
import type { DayRangeQuery } from './api/monitoring-keys';

/** The days the picker shows, in the account's zone ('YYYY-MM-DD', both included). */
export type DayRange = [string, string];

const DAY_MS = 86_400_000;

/** G6, G7: 59 days back through today, the 60 days a view opens with. */
export function defaultRpmRange(today: string): DayRange {
  return [shiftDay(today, { days: -(RPM_WINDOW_DAYS - 1) }), today];
}

/**
 * G7: Last 7 Days, 30 Days, 3 Months, Year, each ending today ("Last 7 Days" is today and the six
 * days before it).
 */
export function rpmQuickRanges(today: string): { label: string; value: DayRange }[] {
  return QuickRanges.past.map((quick: QuickRange) => {
    const back = shiftDay(today, { days: -(quick.days ?? 0), months: -(quick.months ?? 0) });
    return { label: quick.label, value: [shiftDay(back, { days: 1 }), today] };
  });
}

/**
 * The server reads `from`..`to` as UTC days (spec 2 §9: dates are sent in UTC). The account's days
 * start at another instant, so the request covers every UTC day the chosen days touch; the view
 * then keeps only what falls inside them (`inRange`).
 */
export function utcDaysCovering(range: DayRange, zone: string): DayRangeQuery {
  const bounds = dayBounds(range[0], range[1], zone);
  return {
    from: bounds.from.slice(0, 10),
    to: new Date(Date.parse(bounds.to) - 1).toISOString().slice(0, 10),
  };
}

/** The instants the chosen days span in the account's zone: [start, end). */
export function rangeInstants(range: DayRange, zone: string): { start: number; end: number } {
  const bounds = dayBounds(range[0], range[1], zone);
  return { start: Date.parse(bounds.from), end: Date.parse(bounds.to) };
}

/**
 * The longest range the server answers is `RPM_MAX_RANGE_DAYS` UTC days apart; covering the
 * account's days may add one at an edge, so the picker allows one day less.
 */
export function rangeTooLong(range: DayRange): boolean {
  return (Date.parse(range[1]) - Date.parse(range[0])) / DAY_MS > RPM_MAX_RANGE_DAYS - 1;
}

export const RANGE_TOO_LONG = `The range may cover at most ${RPM_MAX_RANGE_DAYS} days.`;
