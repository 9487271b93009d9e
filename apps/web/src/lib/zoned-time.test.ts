import { describe, expect, test } from 'vitest';
import { dayBounds, dayOf, formatAppointmentDate, formatTimeRange, shiftDay } from './zoned-time';

describe('zoned-time', () => {
  test("C90 formats as 'EEE, MMM d at h:mm a' in the viewer's zone", () => {
    const iso = '2026-11-22T00:40:00.000Z';
    expect(formatAppointmentDate(iso, 'America/New_York')).toBe('Sat, Nov 21 at 7:40 PM');
    expect(formatAppointmentDate(iso, 'Europe/Berlin')).toBe('Sun, Nov 22 at 1:40 AM');
  });

  test('C88 time range, and a start alone without an end', () => {
    expect(
      formatTimeRange('2026-11-21T15:00:00Z', '2026-11-21T15:30:00Z', 'America/New_York'),
    ).toBe('10:00 AM – 10:30 AM');
    expect(formatTimeRange('2026-11-21T15:00:00Z', null, 'UTC')).toBe('3:00 PM');
  });

  test('C84 the day an instant falls on depends on the zone', () => {
    expect(dayOf('2026-11-22T03:00:00Z', 'America/Los_Angeles')).toBe('2026-11-21');
    expect(dayOf('2026-11-22T03:00:00Z', 'UTC')).toBe('2026-11-22');
  });

  test('C85 day bounds are the zone’s midnights, across a daylight-saving change', () => {
    expect(dayBounds('2026-10-31', '2026-11-01', 'America/New_York')).toEqual({
      from: '2026-10-31T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    expect(shiftDay('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(shiftDay('2026-11-21', { days: 29 })).toBe('2026-12-20');
  });
});
