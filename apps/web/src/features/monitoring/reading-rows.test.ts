import { describe, expect, test } from 'vitest';
import { readingDays, shownDay } from './reading-days';
import { formatValue, withUnit } from './reading-format';
import { soundRows } from './sound-rows';
import { trendRows } from './trend-rows';

const within = {
  start: Date.parse('2026-11-14T05:00:00Z'),
  end: Date.parse('2026-11-21T05:00:00Z'),
};
const at = (iso: string, id: number) => ({ id, measuredAt: iso });

describe('what the lists and charts are made of', () => {
  test('G15 readings by the account’s day, newest day and newest reading first, inside the range', () => {
    const days = readingDays(
      [
        at('2026-11-20T15:00:00Z', 1),
        at('2026-11-21T03:00:00Z', 2), // 10 PM on Nov 20 in New York
        at('2026-11-19T15:00:00Z', 3),
        at('2026-11-14T04:59:00Z', 4), // Nov 13 in New York: outside
      ],
      'America/New_York',
      within,
    );
    expect(days.map((d) => [d.day, d.rows.map((r) => r.id)])).toEqual([
      ['2026-11-20', [2, 1]],
      ['2026-11-19', [3]],
    ]);
    expect(shownDay(days, '2026-11-19')?.day).toBe('2026-11-19');
    // A day the new range dropped falls back to the newest.
    expect(shownDay(days, '2026-10-01')?.day).toBe('2026-11-20');
    expect(shownDay([], null)).toBeNull();
  });

  test('G14 a chart’s series merged by instant, oldest first, inside the range', () => {
    const t1 = Date.parse('2026-11-15T12:00:00Z');
    const t2 = Date.parse('2026-11-16T12:00:00Z');
    const { rows, unit } = trendRows(
      [
        {
          measure: 'systolic',
          unit: 'mmHg',
          points: [
            [t2, 130],
            [t1, 120],
            [within.end, 1],
          ],
        },
        { measure: 'diastolic', unit: 'mmHg', points: [[t1, 80]] },
        { measure: 'weight', unit: 'lbs', points: [[t1, 170]] },
      ],
      ['systolic', 'diastolic'],
      within,
    );
    expect(unit).toBe('mmHg');
    expect(rows).toEqual([
      { t: t1, systolic: 120, diastolic: 80 },
      { t: t2, systolic: 130 },
    ]);
    expect(trendRows([], ['weight'], within)).toEqual({ rows: [], unit: null });
  });

  test('G19 respiratory sounds counted per day and sound', () => {
    expect(
      soundRows(
        [
          { sound: 'COUGH', intervalStart: '2026-11-15T12:00:00Z', eventCount: 2 },
          { sound: 'COUGH', intervalStart: '2026-11-15T13:00:00Z', eventCount: 3 },
          { sound: 'WHEEZE', intervalStart: '2026-11-16T12:00:00Z', eventCount: 1 },
          { sound: 'RHONCHI', intervalStart: '2026-11-10T12:00:00Z', eventCount: 9 },
        ],
        'America/New_York',
        within,
      ),
    ).toEqual([
      { day: '2026-11-15', COUGH: 5, RHONCHI: 0, WHEEZE: 0, CRACKLES: 0 },
      { day: '2026-11-16', COUGH: 0, RHONCHI: 0, WHEEZE: 1, CRACKLES: 0 },
    ]);
  });

  test('G14 values read with their units and sensible decimals', () => {
    expect(withUnit(172.6219, 'lbs')).toBe('172.6 lbs');
    expect(withUnit(96, '%', 0)).toBe('96%');
    expect(withUnit(0.79, 'ratio', 2)).toBe('0.79');
    expect(formatValue(1200)).toBe('1,200');
  });
});
