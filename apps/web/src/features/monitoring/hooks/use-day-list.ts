import { useState } from 'react';
import type { ListKind, Measures } from '@clinicall/shared/monitoring/measures';
import { dayOf } from '../../../lib/zoned-time';
import { useDayReadings } from '../api/get-day-readings';
import type { DayRange } from '../rpm-range';

type Row<K extends ListKind> = Measures[K][number];

/**
 * G15, G18: a list's date dropdown and the readings of the day chosen (the newest at first). The
 * dropdown offers every day of the range with readings, as the server counted them in the
 * account's zone. The measures answer carries each kind's newest readings only: a day it holds
 * whole is shown from it, any other is read on its own, a page at a time.
 */
export function useDayList<K extends ListKind>(q: {
  partner: string;
  patientId: number;
  kind: K;
  measures: Measures;
  range: DayRange;
  zone: string;
}) {
  const { partner, patientId, kind, measures, range, zone } = q;
  const [chosen, setChosen] = useState<string | null>(null);
  const days = measures.days[kind].filter((d) => d.day >= range[0] && d.day <= range[1]);
  const shown = days.find((d) => d.day === chosen) ?? days[0] ?? null;
  const shownDay = shown?.day ?? null;
  const rows = measures[kind] as readonly Row<K>[];
  const inHand =
    shownDay === null ? [] : rows.filter((r) => dayOf(r.measuredAt, zone) === shownDay);
  const whole = shown === null || inHand.length >= shown.count;
  const pages = useDayReadings(partner, patientId, kind, shownDay ?? '', !whole);
  const paged = pages.data?.pages.flatMap<Row<K>>((page) => page[kind] ?? []) ?? [];
  return {
    days: days.map((d) => d.day),
    shown,
    choose: setChosen,
    rows: whole ? inHand : paged,
    /** The day's own reads, when the answer did not hold it whole. */
    pages: whole ? null : pages,
  };
}
