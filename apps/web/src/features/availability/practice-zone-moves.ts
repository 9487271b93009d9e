import type { TimeTable } from '@clinicall/shared/scheduling/availability';
import { formatShortDay, formatStartTime } from '../../lib/calendar-dates';
import { dayOf, formatClockTime, instantIn, zoneCity } from '../../lib/zoned-time';

/** One range of the week before and after a change of practice zone. */
export interface ZoneMove {
  date: string;
  /** "Mon, Nov 30: 9:00 AM – 5:00 PM": the clock times, which stay. */
  hours: string;
  /** "2:00 AM – 10:00 AM Chicago time": where they land on the current zone's clock. */
  landsAt: string;
}

/** "10:00 AM", or "1:00 AM (Tue, Dec 1)" when the instant falls on another day of that clock. */
function clockOn(iso: string, date: string, zone: string) {
  const day = dayOf(iso, zone);
  const time = formatClockTime(iso, zone);
  return day === date ? time : `${time} (${formatShortDay(day)})`;
}

/**
 * What changing the practice zone from `from` to `to` does to the viewed week: each range keeps
 * its clock times, read in `to`, so on the clock of `from` (where patients saw it until now) it
 * moves by the difference between the zones, on that date.
 */
export function zoneMoves(week: TimeTable, from: string, to: string): ZoneMove[] {
  const city = zoneCity(from);
  return week.dayRanges
    .filter((day) => day.available)
    .flatMap((day) =>
      day.ranges.map((range) => {
        const start = instantIn(day.date, range.startRange, to);
        const end = instantIn(day.date, range.endRange, to);
        return {
          date: day.date,
          hours: `${formatShortDay(day.date)}: ${formatStartTime(range.startRange)} – ${formatStartTime(range.endRange)}`,
          landsAt: `${clockOn(start, day.date, from)} – ${clockOn(end, day.date, from)} ${city} time`,
        };
      }),
    );
}
