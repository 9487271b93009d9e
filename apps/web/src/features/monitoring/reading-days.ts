import { dayOf } from '../../lib/zoned-time';

export interface DayGroup<T> {
  /** 'YYYY-MM-DD' in the account's zone. */
  day: string;
  rows: T[];
}

/**
 * G15: a list's readings by the day they were measured in the account's zone, newest day first,
 * keeping only those inside the chosen days (the request covers whole UTC days, `rpm-range.ts`).
 */
export function readingDays<T extends { measuredAt: string }>(
  rows: readonly T[],
  zone: string,
  within: { start: number; end: number },
): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const at = Date.parse(row.measuredAt);
    if (at < within.start || at >= within.end) continue;
    const day = dayOf(row.measuredAt, zone);
    const group = groups.get(day);
    if (group === undefined) groups.set(day, [row]);
    else group.push(row);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, dayRows]) => ({
      day,
      rows: dayRows.sort((a, b) => Date.parse(b.measuredAt) - Date.parse(a.measuredAt)),
    }));
}

/** The chosen day if the list still has it, else the newest (a new range may drop it). */
export function shownDay<T>(groups: DayGroup<T>[], chosen: string | null): DayGroup<T> | null {
  return groups.find((g) => g.day === chosen) ?? groups[0] ?? null;
}
