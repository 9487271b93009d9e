import { expect, test } from 'vitest';
import type { TimeTable } from '@clinicall/shared/scheduling/availability';
import { zoneMoves } from './practice-zone-moves';

const week = (ranges: [string, string][], date = '2026-11-30'): TimeTable => ({
  timeZone: 'America/Chicago',
  invalidDatesError: null,
  defaultFrom: null,
  dayRanges: [
    {
      date,
      available: true,
      fromDefault: false,
      ranges: ranges.map(([startRange, endRange]) => ({ startRange, endRange, invalid: false })),
    },
    { date: '2026-12-01', available: false, fromDefault: false, ranges: [] },
  ],
});

test('issue 21: Chicago hours read in Berlin land seven hours earlier on the Chicago clock', () => {
  expect(zoneMoves(week([['09:00', '17:00']]), 'America/Chicago', 'Europe/Berlin')).toEqual([
    {
      date: '2026-11-30',
      hours: 'Mon, Nov 30: 9:00 AM – 5:00 PM',
      landsAt: '2:00 AM – 10:00 AM Chicago time',
    },
  ]);
});

test('a range that crosses midnight on the old clock names the other day', () => {
  expect(zoneMoves(week([['18:00', '24:00']]), 'Europe/Berlin', 'America/Chicago')).toEqual([
    {
      date: '2026-11-30',
      hours: 'Mon, Nov 30: 6:00 PM – 12:00 AM',
      landsAt: '1:00 AM (Tue, Dec 1) – 7:00 AM (Tue, Dec 1) Berlin time',
    },
  ]);
});
