import { describe, expect, test } from 'vitest';
import {
  defaultRpmRange,
  rangeInstants,
  rangeTooLong,
  rpmQuickRanges,
  utcDaysCovering,
} from './rpm-range';

describe('the monitoring date range', () => {
  test('G6 G7 opens 59 days back through today: 60 days', () => {
    expect(defaultRpmRange('2026-11-20')).toEqual(['2026-09-22', '2026-11-20']);
  });

  test('G7 the quick ranges are Last 7 Days, 30 Days, 3 Months and Year, each ending today', () => {
    expect(rpmQuickRanges('2026-11-20')).toEqual([
      { label: 'Last 7 Days', value: ['2026-11-14', '2026-11-20'] },
      { label: 'Last 30 Days', value: ['2026-10-22', '2026-11-20'] },
      { label: 'Last 3 Months', value: ['2026-08-21', '2026-11-20'] },
      { label: 'Last Year', value: ['2025-11-21', '2026-11-20'] },
    ]);
  });

  test('G6 the account’s days are asked as every UTC day they touch', () => {
    const range: [string, string] = ['2026-11-14', '2026-11-20'];
    // New York's Nov 20 ends at 05:00 UTC on the 21st.
    expect(utcDaysCovering(range, 'America/New_York')).toEqual({
      from: '2026-11-14',
      to: '2026-11-21',
    });
    // Berlin's Nov 14 starts at 23:00 UTC on the 13th.
    expect(utcDaysCovering(range, 'Europe/Berlin')).toEqual({
      from: '2026-11-13',
      to: '2026-11-20',
    });
    expect(utcDaysCovering(range, 'UTC')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(rangeInstants(range, 'America/New_York')).toEqual({
      start: Date.parse('2026-11-14T05:00:00Z'),
      end: Date.parse('2026-11-21T05:00:00Z'),
    });
  });

  test('G7 a range the server would refuse is caught first (a year is allowed)', () => {
    const [, year] = rpmQuickRanges('2028-03-01');
    expect(rangeTooLong(year!.value)).toBe(false);
    expect(rangeTooLong(['2025-11-20', '2026-11-21'])).toBe(false);
    expect(rangeTooLong(['2025-11-19', '2026-11-21'])).toBe(true);
  });
});
