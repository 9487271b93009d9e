import { DateTime } from 'luxon';
import { expect, test } from 'vitest';
import {
  displayDateTime,
  instantAt,
  localDateOf,
  localTimeOf,
  mondayOf,
  weekDates,
} from './local-time.js';

test('C16 weeks start on Monday', () => {
  expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday
  expect(mondayOf('2026-03-09')).toBe('2026-03-09');
  expect(weekDates('2026-03-11')).toEqual([
    '2026-03-09',
    '2026-03-10',
    '2026-03-11',
    '2026-03-12',
    '2026-03-13',
    '2026-03-14',
    '2026-03-15',
  ]);
});

test('wall-clock times follow daylight saving in America/New_York', () => {
  const zone = 'America/New_York';
  expect(instantAt('2026-03-07', '09:00', zone).toISOString()).toBe('2026-03-07T14:00:00.000Z');
  expect(instantAt('2026-03-09', '09:00', zone).toISOString()).toBe('2026-03-09T13:00:00.000Z');
  // 02:30 does not exist on the spring-forward night: it becomes 03:30 EDT.
  expect(instantAt('2026-03-08', '02:30', zone).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  // 01:30 happens twice on the fall-back night: the first (EDT) one is meant.
  expect(instantAt('2026-11-01', '01:30', zone).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  expect(instantAt('2026-03-08', '24:00', zone).toISOString()).toBe('2026-03-09T04:00:00.000Z');
});

test('instants read back as local dates and times', () => {
  const instant = new Date('2026-03-10T03:30:00Z');
  expect(localDateOf(instant, 'America/New_York')).toBe('2026-03-09');
  expect(localTimeOf(instant, 'America/New_York')).toBe('23:30');
  expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2026-03-10');
  expect(displayDateTime(instant, 'America/New_York')).toBe('Mon, Mar 9 at 11:30 PM EDT');
});

test('conversions agree with luxon across a year of quarter hours in several zones', () => {
  const zones = ['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
  for (const zone of zones) {
    for (
      let ms = Date.UTC(2026, 0, 1);
      ms < Date.UTC(2027, 0, 1);
      ms += 7 * 3_600_000 + 15 * 60_000
    ) {
      const luxon = DateTime.fromMillis(ms, { zone });
      expect(localDateOf(new Date(ms), zone)).toBe(luxon.toISODate());
      expect(localTimeOf(new Date(ms), zone)).toBe(luxon.toFormat('HH:mm'));
      const date = luxon.toISODate()!;
      const time = luxon.toFormat('HH:mm');
      const earliest = Math.min(
        ...DateTime.fromISO(`${date}T${time}`, { zone })
          .getPossibleOffsets()
          .map((d) => d.toMillis()),
      );
      expect(instantAt(date, time, zone).getTime(), `${zone} ${date} ${time}`).toBe(earliest);
    }
  }
});
