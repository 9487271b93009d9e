import type { SetDefaultResult, TimeTable } from '@clinicall/shared/scheduling/availability';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { useTestApp } from '../../test-support/test-app.js';

// Wednesday 4 March 2026, 07:00 in New York.
const time = pinnedClock('2026-03-04T12:00:00Z');
const ctx = useTestApp({ clock: time.clock });
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  await ctx.app.db
    .update(users)
    .set({ timeZone: 'America/New_York' })
    .where(eq(users.id, world.provider.id));
});

const as = (token: string) => bearer(token);
const provider = () => as(world.provider.token);

async function week(date: string) {
  const response = await ctx.app.inject({ url: `/api/timeTable/${date}`, headers: provider() });
  expect(response.statusCode).toBe(200);
  return response.json<TimeTable>();
}

const saveRanges = (
  date: string,
  ranges: { startRange?: string | null; endRange?: string | null }[],
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/timeTable/ranges',
    headers: provider(),
    payload: { date, ranges },
  });

const day = (table: TimeTable, date: string) => table.dayRanges.find((d) => d.date === date)!;
const times = (table: TimeTable, date: string) =>
  day(table, date).ranges.map((r) => `${r.startRange}-${r.endRange}`);

describe('the week', () => {
  test('C16 C17 a week loads Monday to Sunday in the provider’s own zone, empty at first', async () => {
    const table = await week('2026-03-11');
    expect(table.timeZone).toBe('America/New_York');
    expect(table.dayRanges.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(table.dayRanges.every((d) => d.ranges.length === 0 && d.available)).toBe(true);
    expect(table.invalidDatesError).toBeNull();
  });

  test('C22 saving a day’s ranges stores them sorted and answers the week', async () => {
    const response = await saveRanges('2026-03-10', [
      { startRange: '13:00', endRange: '17:00' },
      { startRange: '09:00', endRange: '12:00' },
    ]);
    expect(response.statusCode).toBe(200);
    const table = response.json<TimeTable>();
    expect(times(table, '2026-03-10')).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(day(table, '2026-03-10').ranges[0]?.invalid).toBe(false);
    expect(times(await week('2026-03-15'), '2026-03-10')).toEqual(['09:00-12:00', '13:00-17:00']);
  });

  test('C112 the week answers dayRanges (date, ranges of startRange, endRange, invalid, available) and invalidDatesError', async () => {
    await saveRanges('2026-03-12', [{ startRange: '10:00', endRange: '11:30' }]);
    const table = await week('2026-03-12');
    expect(table.invalidDatesError).toBeNull();
    expect(table.dayRanges).toHaveLength(7);
    expect(day(table, '2026-03-12')).toMatchObject({
      date: '2026-03-12',
      available: true,
      ranges: [{ startRange: '10:00', endRange: '11:30', invalid: false }],
    });
  });
});

describe('range validation', () => {
  test('C19 a range missing an end is refused with its number', async () => {
    const response = await saveRanges('2026-03-11', [
      { startRange: '09:00', endRange: '10:00' },
      { startRange: '11:00', endRange: null },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errorMessage: 'Both start and end times must be selected for the time range 2.',
      fields: [
        {
          field: 'ranges.1.endRange',
          message: 'Both start and end times must be selected for the time range 2.',
        },
      ],
    });
  });

  test('C20 an inverted or empty range is refused with its number', async () => {
    for (const range of [
      { startRange: '12:00', endRange: '09:00' },
      { startRange: '09:00', endRange: '09:00' },
    ]) {
      const response = await saveRanges('2026-03-11', [range]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe(
        'The end time must be greater than the start time for the time range 1.',
      );
    }
  });

  test('overlapping ranges and malformed times are refused, and nothing is stored', async () => {
    const overlap = await saveRanges('2026-03-11', [
      { startRange: '09:00', endRange: '12:00' },
      { startRange: '11:00', endRange: '13:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errorMessage).toBe('The time range 2 overlaps the time range 1.');
    const malformed = await saveRanges('2026-03-11', [{ startRange: '9am', endRange: '12:00' }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('ranges.0.startRange');
    expect(times(await week('2026-03-11'), '2026-03-11')).toEqual([]);
  });

  test('a past day cannot be changed', async () => {
    const response = await saveRanges('2026-03-03', [{ startRange: '09:00', endRange: '10:00' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('AVAILABILITY_PAST_DAY');
  });
});

describe('switching days and clearing weeks', () => {
  test('C23 a day switched off keeps its ranges for when it is switched back on', async () => {
    await saveRanges('2026-03-12', [{ startRange: '08:00', endRange: '10:00' }]);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/timeTable/ranges/onOff',
      headers: provider(),
      payload: { date: '2026-03-12', available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(day(off.json<TimeTable>(), '2026-03-12')).toMatchObject({ available: false });
    expect(times(off.json<TimeTable>(), '2026-03-12')).toEqual(['08:00-10:00']);
    const on = await ctx.app.inject({
      method: 'POST',
      url: '/api/timeTable/ranges/onOff',
      headers: provider(),
      payload: { date: '2026-03-12', available: true },
    });
    expect(day(on.json<TimeTable>(), '2026-03-12').available).toBe(true);
  });

  test('C24 clearing a week empties its days from today on and leaves past days alone', async () => {
    time.set('2026-03-02T14:00:00Z');
    await saveRanges('2026-03-02', [{ startRange: '09:00', endRange: '11:00' }]);
    time.set('2026-03-04T12:00:00Z');
    await saveRanges('2026-03-05', [{ startRange: '09:00', endRange: '11:00' }]);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/timeTable/2026-03-04/clearWeek',
      headers: provider(),
    });
    expect(response.statusCode).toBe(200);
    const table = response.json<TimeTable>();
    expect(times(table, '2026-03-02')).toEqual(['09:00-11:00']);
    expect(times(table, '2026-03-05')).toEqual([]);
  });
});

describe('the recurring default week', () => {
  const setDefault = async (date: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/timeTable/${date}/setDefault`,
      headers: provider(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<SetDefaultResult>();
  };

  test('C25 C28 setting a week as default replicates it and overwrites later times ("Schedule modified")', async () => {
    // The week of 9 March holds Tuesday's ranges (saved above); 24 March has times of its own.
    await saveRanges('2026-03-24', [{ startRange: '15:00', endRange: '16:00' }]);
    const result = await setDefault('2026-03-11');
    expect(result).toMatchObject({ code: 3, message: 'Schedule modified', overwrittenDays: 1 });
    expect(result.timeTable.defaultFrom).toBe('2026-03-09');

    const later = await week('2026-03-24');
    expect(times(later, '2026-03-24')).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(day(later, '2026-03-24').fromDefault).toBe(true);
    expect(times(later, '2026-03-26')).toEqual(['08:00-10:00']);
    expect(times(await week('2027-01-05'), '2027-01-05')).toEqual(['09:00-12:00', '13:00-17:00']);
    // The weeks before the default are as they were.
    expect(times(await week('2026-03-05'), '2026-03-05')).toEqual([]);

    // Nothing later to overwrite the second time: code 0.
    expect(await setDefault('2026-03-11')).toMatchObject({ code: 0, message: null });
  });

  test('C25 a later default week leaves the weeks between as the earlier default made them', async () => {
    await saveRanges('2026-04-07', [{ startRange: '10:00', endRange: '11:00' }]);
    await setDefault('2026-04-07');
    expect(times(await week('2026-03-31'), '2026-03-31')).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(times(await week('2026-04-14'), '2026-04-14')).toEqual(['10:00-11:00']);
  });

  test('a past week cannot become the default', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/timeTable/2026-02-20/setDefault',
      headers: provider(),
    });
    expect(response.statusCode).toBe(409);
  });
});

test('I31 availability is the provider’s own: a patient is refused', async () => {
  const response = await ctx.app.inject({
    url: '/api/timeTable/2026-03-11',
    headers: as(world.patient.token),
  });
  expect(response.statusCode).toBe(403);
});
