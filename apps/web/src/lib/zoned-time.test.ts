import { describe, expect, test } from 'vitest';
import {
  dayBounds,
  dayOf,
  formatAppointmentDate,
  formatClockTime,
  formatDateTime,
  formatDisplayDate,
  formatRangeDate,
  formatTimeRange,
  instantIn,
  shiftDay,
  zoneLabel,
} from './zoned-time';

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

  test('H10 one formatter per kind: range dates MMM D, YYYY, display dates MM/DD/YYYY, in the zone', () => {
    const iso = '2026-12-10T03:00:00Z';
    expect(formatRangeDate(iso, 'America/Chicago')).toBe('Dec 9, 2026');
    expect(formatRangeDate(iso, 'Europe/Berlin')).toBe('Dec 10, 2026');
    expect(formatDisplayDate(iso, 'America/Chicago')).toBe('12/09/2026');
    expect(formatDisplayDate(iso, 'Europe/Berlin')).toBe('12/10/2026');
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

  test('issue 21: the hour a daylight-saving change repeats shows its offset, other hours do not', () => {
    const zone = 'America/New_York';
    expect(formatClockTime('2026-11-01T05:00:00Z', zone)).toBe('1:00 AM EDT');
    expect(formatClockTime('2026-11-01T06:00:00Z', zone)).toBe('1:00 AM EST');
    expect(formatClockTime('2026-11-01T07:00:00Z', zone)).toBe('2:00 AM');
    expect(formatTimeRange('2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', zone)).toBe(
      '1:30 AM EDT – 1:30 AM EST',
    );
    expect(formatAppointmentDate('2026-11-01T06:15:00Z', zone)).toBe('Sun, Nov 1 at 1:15 AM EST');
    expect(formatDateTime('2026-11-01T05:15:00Z', zone)).toBe('Nov 1, 2026, 1:15 AM EDT');
    expect(formatDateTime('2026-11-02T05:15:00Z', zone)).toBe('Nov 2, 2026, 12:15 AM');
  });

  test('issue 21: a zone is named by its generic name and city', () => {
    const winter = new Date('2026-12-01T12:00:00Z');
    expect(zoneLabel('America/Chicago', winter)).toBe('Central Time (Chicago)');
    expect(zoneLabel('Europe/Berlin', winter)).toBe('Central European Time (Berlin)');
    expect(zoneLabel('America/New_York', winter)).toBe('Eastern Time (New York)');
  });

  test('a wall-clock time in a zone is its instant; 24:00 is the next midnight', () => {
    expect(instantIn('2026-11-30', '09:00', 'America/Chicago')).toBe('2026-11-30T15:00:00.000Z');
    expect(instantIn('2026-11-30', '24:00', 'Europe/Berlin')).toBe('2026-11-30T23:00:00.000Z');
  });
});
