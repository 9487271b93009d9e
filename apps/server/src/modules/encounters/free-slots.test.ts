import { expect, test } from 'vitest';
import { wallTime } from '../../test-support/wall-clock.js';
import { freeSlotStarts, groupByDay, onGrid } from './free-slots.js';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const ms = (iso: string) => Date.parse(iso);
const times = (starts: number[]) => starts.map((s) => new Date(s).toISOString().slice(11, 16));
const epoch = (interval: { start: Date; end: Date }) => ({
  start: interval.start.getTime(),
  end: interval.end.getTime(),
});

const morning = range('2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
const base = {
  availability: [morning],
  busy: [],
  durationMinutes: 30,
  stepMinutes: 15,
  earliest: ms('2026-03-01T00:00:00Z'),
  latest: ms('2026-04-01T00:00:00Z'),
};

test('C30 start times step through a range while the duration still fits', () => {
  expect(times(freeSlotStarts(base))).toEqual([
    '09:00',
    '09:15',
    '09:30',
    '09:45',
    '10:00',
    '10:15',
    '10:30',
  ]);
});

test('C31 a booked appointment removes every start that would overlap it, not its neighbours', () => {
  const busy = [epoch(range('2026-03-10T09:30:00Z', '2026-03-10T10:00:00Z'))];
  expect(times(freeSlotStarts({ ...base, busy }))).toEqual(['09:00', '10:00', '10:15', '10:30']);
});

test('starts before `earliest` or after `latest` are left out', () => {
  expect(
    times(
      freeSlotStarts({
        ...base,
        earliest: ms('2026-03-10T09:20:00Z'),
        latest: ms('2026-03-10T10:00:00Z'),
      }),
    ),
  ).toEqual(['09:30', '09:45', '10:00']);
});

test('a booking must start on the grid inside one range', () => {
  const start = at('2026-03-10T09:15:00Z');
  expect(onGrid([morning], start, at('2026-03-10T09:45:00Z'), 15)).toBe(true);
  expect(onGrid([morning], at('2026-03-10T09:10:00Z'), at('2026-03-10T09:40:00Z'), 15)).toBe(false);
  expect(onGrid([morning], at('2026-03-10T10:45:00Z'), at('2026-03-10T11:15:00Z'), 15)).toBe(false);
});

test('C30 starts are grouped by the viewer’s days with AM and PM counts', () => {
  const starts = [
    ms('2026-03-10T15:30:00Z'),
    ms('2026-03-10T17:00:00Z'),
    ms('2026-03-11T04:30:00Z'),
  ];
  const days = groupByDay(starts, ['2026-03-10', '2026-03-11'], 'America/New_York');
  expect(days.map((d) => [d.date, d.amCount, d.pmCount])).toEqual([
    ['2026-03-10', 1, 1],
    ['2026-03-11', 1, 0],
  ]);
  // 04:30 UTC on the 11th is 00:30 of the 11th in New York.
  expect(days[0]!.starts).toEqual(['2026-03-10T15:30:00.000Z', '2026-03-10T17:00:00.000Z']);
  expect(days[1]!.starts).toEqual(['2026-03-11T04:30:00.000Z']);
  expect(wallTime(days[1]!.starts[0]!, 'America/New_York')).toBe('00:30');
});

test('C30 two ranges that overlap give each start once, in order', () => {
  const late = range('2026-03-10T10:00:00Z', '2026-03-10T11:30:00Z');
  expect(times(freeSlotStarts({ ...base, availability: [morning, late] }))).toEqual([
    '09:00',
    '09:15',
    '09:30',
    '09:45',
    '10:00',
    '10:15',
    '10:30',
    '10:45',
    '11:00',
  ]);
});

test('C30 on the day clocks go back, the repeated hour keeps its own instants and wall times', () => {
  // New York, 2026-11-01: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
  const starts = [
    ms('2026-11-01T05:30:00Z'),
    ms('2026-11-01T06:30:00Z'),
    ms('2026-11-01T17:00:00Z'),
  ];
  const [day] = groupByDay(starts, ['2026-11-01'], 'America/New_York');
  expect(day!.starts).toEqual([
    '2026-11-01T05:30:00.000Z',
    '2026-11-01T06:30:00.000Z',
    '2026-11-01T17:00:00.000Z',
  ]);
  expect(day!.starts.map((start) => wallTime(start, 'America/New_York'))).toEqual([
    '01:30',
    '01:30',
    '12:00',
  ]);
  expect([day!.amCount, day!.pmCount]).toEqual([2, 1]);
});
