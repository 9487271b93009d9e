import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
import { DefaultRange } from '@clinicall/shared/scheduling/constants';
import type { QuickRange } from '@clinicall/shared/scheduling/list-messages';
import { dayBounds, dayOf, shiftDay } from '../../../lib/zoned-time';
import type { EncounterListFilter, ListSort } from '../api/encounter-lists';

export type DayRange = [string, string];

/** C85, C87: today..+29 days for upcoming, -29 days..today for past, in the viewer's zone. */
export function defaultRange(kind: 'upcoming' | 'past', zone: string, now = new Date()): DayRange {
  const today = dayOf(now, zone);
  const days = DefaultRange[kind];
  return [shiftDay(today, { days: days.fromDays }), shiftDay(today, { days: days.toDays })];
}

/**
 * A quick range (C85, C87) as calendar days, today included: "Next 7 Days" is today and the 6 days
 * after it, "Last 3 Months" the day after the same date 3 months ago through today.
 */
export function quickRange(kind: 'upcoming' | 'past', quick: QuickRange, today: string): DayRange {
  const span = { days: quick.days ?? 0, months: quick.months ?? 0 };
  if (kind === 'upcoming') return [today, shiftDay(shiftDay(today, span), { days: -1 })];
  const back = shiftDay(today, { days: -span.days, months: -span.months });
  return [shiftDay(back, { days: 1 }), today];
}

/** The state of a list's filters and the server filter it makes (search debounced, H8). */
export function useListFilter(kind: 'upcoming' | 'past', zone: string) {
  const [range, setRange] = useState<DayRange>(() => defaultRange(kind, zone));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort>('startTime');
  const [rpmOnly, setRpmOnly] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);

  const filter = useMemo<EncounterListFilter>(
    () => ({
      kind,
      ...dayBounds(range[0], range[1], zone),
      searchValue: debounced,
      sort,
      rpmOnly,
    }),
    [kind, range, zone, debounced, sort, rpmOnly],
  );
  return { filter, range, setRange, search, setSearch, sort, setSort, rpmOnly, setRpmOnly };
}
