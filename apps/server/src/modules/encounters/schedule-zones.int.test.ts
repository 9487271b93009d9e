import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { setClinicFlags, weekdays, weeklyAvailability } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

const time = pinnedClock('2026-03-01T12:00:00Z');
const ctx = useTestApp({ clock: time.clock });
let world: ClinicWorld;

const NEW_YORK = 'America/New_York';

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  const db = ctx.app.db;
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, world.provider.id));
  await db.update(users).set({ timeZone: 'Europe/Paris' }).where(eq(users.id, world.patient.id));
  // Weekdays 09:00-12:00; Sundays 01:00-04:00, across the night the clocks change.
  await weeklyAvailability(db, world.provider.id, NEW_YORK, '2026-01-05', {
    ...weekdays([{ start: '09:00', end: '12:00' }]),
    7: [{ start: '01:00', end: '04:00' }],
  });
});

async function schedule(token: string, query: Record<string, string | number>) {
  const params = new URLSearchParams({
    email: world.provider.email,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const response = await ctx.app.inject({
    url: `/api/appointments/schedule?${params.toString()}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Schedule>();
}

const local = wallTimesOn;
const utc = (s: Schedule, date: string) =>
  s.days.find((d) => d.date === date)!.starts.map((start) => start.slice(11, 16));

describe('a daylight-saving week in America/New_York', () => {
  test('C30 spring forward: the weekday hours keep their local times; the short night loses an hour', async () => {
    time.set('2026-03-01T12:00:00Z');
    const s = await schedule(world.provider.token, {
      date: '2026-03-06',
      days: 4,
      duration: 60,
      timeZone: NEW_YORK,
    });
    expect(s).toMatchObject({ timeZone: NEW_YORK, duration: 60 });
    const weekday = [
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ];
    expect(local(s, '2026-03-06')).toEqual(weekday);
    expect(local(s, '2026-03-09')).toEqual(weekday);
    // Friday is EST (UTC-5), Monday EDT (UTC-4).
    expect(utc(s, '2026-03-06')[0]).toBe('14:00');
    expect(utc(s, '2026-03-09')[0]).toBe('13:00');
    // Sunday 01:00-04:00 lasts two real hours: 02:00-03:00 does not exist.
    expect(local(s, '2026-03-08')).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00']);
    expect(s.days.find((d) => d.date === '2026-03-07')!.starts).toEqual([]);
    expect(s.days.find((d) => d.date === '2026-03-06')).toMatchObject({ amCount: 9, pmCount: 0 });
  });

  test('C30 fall back: the long night repeats an hour, the weekday hours keep their local times', async () => {
    time.set('2026-10-25T12:00:00Z');
    const s = await schedule(world.provider.token, {
      date: '2026-10-30',
      days: 4,
      duration: 60,
      timeZone: NEW_YORK,
    });
    expect(utc(s, '2026-10-30')[0]).toBe('13:00');
    expect(utc(s, '2026-11-02')[0]).toBe('14:00');
    // 01:00 EDT to 04:00 EST is four real hours: 01:00-01:45 comes twice.
    expect(local(s, '2026-11-01')).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
    ]);
    expect(new Set(utc(s, '2026-11-01')).size).toBe(13);
  });
});

describe('provider and patient in different zones', () => {
  test('C30 a patient in Paris sees the New York morning in the afternoon, on their own days', async () => {
    time.set('2026-03-01T12:00:00Z');
    const s = await schedule(world.patient.token, { date: '2026-03-10', duration: 30 });
    expect(s.timeZone).toBe('Europe/Paris');
    // 09:00 EDT is 14:00 in Paris, which keeps winter time until 29 March.
    expect(local(s, '2026-03-10')[0]).toBe('14:00');
    expect(local(s, '2026-03-10').at(-1)).toBe('16:30');
    expect(s.days[0]).toMatchObject({ amCount: 0, pmCount: 11 });
  });

  test('C30 a viewer in Tokyo sees one New York morning split over two of their days', async () => {
    time.set('2026-03-01T12:00:00Z');
    const s = await schedule(world.patient.token, {
      date: '2026-03-10',
      days: 2,
      duration: 30,
      timeZone: 'Asia/Tokyo',
    });
    // 09:00-12:00 EDT is 22:00 to 01:00 the next day in Tokyo: each Tokyo day holds the end of
    // one New York morning and the start of the next.
    const tokyoDay = ['00:00', '00:15', '00:30', '22:00', '22:15', '22:30', '22:45'];
    const evening = ['23:00', '23:15', '23:30', '23:45'];
    expect(local(s, '2026-03-10')).toEqual([...tokyoDay, ...evening]);
    expect(local(s, '2026-03-11')).toEqual([...tokyoDay, ...evening]);
    expect(s.days[0]).toMatchObject({ amCount: 3, pmCount: 8 });
  });
});
