import { describe, expect, test } from 'vitest';
import {
  addDays,
  formatClock,
  formatStartTime,
  formatWeek,
  mondayOf,
  todayIn,
} from './calendar-dates';

describe('calendar dates', () => {
  test('C16 a week starts on the Monday on or before the date', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(formatWeek('2026-11-23')).toBe('Nov 23, 2026 – Nov 29, 2026');
  });

  test('days add across months and a change of clocks', () => {
    expect(addDays('2026-10-30', 3)).toBe('2026-11-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  test('C18 times read hh:mma', () => {
    expect(formatClock('09:00')).toBe('09:00AM');
    expect(formatClock('12:30')).toBe('12:30PM');
    expect(formatClock('00:15')).toBe('12:15AM');
    expect(formatStartTime('15:00')).toBe('3:00 PM');
    expect(formatStartTime('00:15')).toBe('12:15 AM');
    expect(formatClock('17:45')).toBe('05:45PM');
    expect(formatClock('24:00')).toBe('12:00AM');
  });

  test("today is the date in the user's zone", () => {
    const instant = new Date('2026-11-22T03:00:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-22');
  });
});
