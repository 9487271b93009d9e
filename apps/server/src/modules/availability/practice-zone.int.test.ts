import type { TimeTable } from '@clinicall/shared/scheduling/availability';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { users } from '../../db/schema/identity.js';
import { providerSchedules } from '../../db/schema/scheduling.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { TEST_PASSWORD, bearer } from '../../test-support/factories.js';
import { setClinicFlags, weekdays, weeklyAvailability } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

// Wednesday 25 November 2026, 06:00 in Chicago.
const time = pinnedClock('2026-11-25T12:00:00Z');
const ctx = useTestApp({ clock: time.clock });
let world: ClinicWorld;

const CHICAGO = 'America/Chicago';
const BERLIN = 'Europe/Berlin';

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  const db = ctx.app.db;
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await db.update(users).set({ timeZone: CHICAGO }).where(eq(users.id, world.provider.id));
  await db
    .update(users)
    .set({ timeZone: 'America/New_York' })
    .where(eq(users.id, world.patient.id));
  await weeklyAvailability(db, world.provider.id, CHICAGO, '2026-11-23', {
    ...weekdays([{ start: '09:00', end: '17:00' }]),
  });
});

const provider = () => bearer(world.provider.token);

const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/timeTable/timeZone',
    headers,
    payload: payload as object,
  });

const scheduleZone = async () =>
  (
    await ctx.app.db
      .select({ timeZone: providerSchedules.timeZone })
      .from(providerSchedules)
      .where(eq(providerSchedules.providerId, world.provider.id))
  )[0]?.timeZone;

/**
 * The first and last free hour-long start on a date, on the clock of a New York patient's booking
 * page (starts come every 15 minutes between them).
 */
async function patientSees(date: string) {
  const params = new URLSearchParams({
    providerId: String(world.provider.id),
    date,
    duration: '60',
    timeZone: 'America/New_York',
  });
  const response = await ctx.app.inject({
    url: `/api/appointments/schedule?${params.toString()}`,
    headers: bearer(world.patient.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const starts = wallTimesOn(response.json<Schedule>(), date);
  return `${starts[0]}-${starts.at(-1)}`;
}

const newYorkHours = '10:00-17:00';

describe('the practice zone moves only on purpose (issue 21 defect 1)', () => {
  test('C22 the provider signs in from Berlin and edits a Friday: the schedule stays in Chicago', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: {
        email: world.provider.email,
        password: TEST_PASSWORD,
        timeZone: BERLIN,
        timeZoneOffset: 60,
      },
    });
    const token: string = signIn.json().token;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/timeTable/ranges',
      headers: bearer(token),
      payload: { date: '2026-12-04', ranges: [{ startRange: '10:00', endRange: '12:00' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TimeTable>().timeZone).toBe(CHICAGO);
    expect(await scheduleZone()).toBe(CHICAGO);
    // Monday still runs 9 AM-5 PM Chicago: 10 AM-6 PM for a New York patient.
    expect(await patientSees('2026-11-30')).toBe(newYorkHours);
    expect(await patientSees('2026-12-04')).toBe('11:00-12:00');
  });

  test('C22 an account zone changed to Berlin does not move the schedule either', async () => {
    await ctx.app.db.update(users).set({ timeZone: BERLIN }).where(eq(users.id, world.provider.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/timeTable/ranges/onOff',
      headers: provider(),
      payload: { date: '2026-12-03', available: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TimeTable>().timeZone).toBe(CHICAGO);
    expect(await patientSees('2026-11-30')).toBe(newYorkHours);
    await ctx.app.db
      .update(users)
      .set({ timeZone: CHICAGO })
      .where(eq(users.id, world.provider.id));
  });

  test('C17 changing the practice zone keeps the clock times, read in the new zone, and is audited', async () => {
    const response = await put(provider(), { timeZone: BERLIN, date: '2026-11-30' });
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json<TimeTable>();
    expect(table.timeZone).toBe(BERLIN);
    const monday = table.dayRanges.find((d) => d.date === '2026-11-30');
    expect(monday?.ranges.map((r) => `${r.startRange}-${r.endRange}`)).toEqual(['09:00-17:00']);
    expect(await scheduleZone()).toBe(BERLIN);
    // 9 AM-5 PM Berlin is 3 AM-11 AM in New York: the last hour-long start is 10 AM.
    expect(await patientSees('2026-11-30')).toBe('03:00-10:00');
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, world.provider.id),
          eq(auditLog.action, 'availability.zone-changed'),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.detail).toEqual({ from: CHICAGO, to: BERLIN });

    expect((await put(provider(), { timeZone: CHICAGO, date: '2026-11-30' })).statusCode).toBe(200);
    expect(await patientSees('2026-11-30')).toBe(newYorkHours);
  });

  test('a bad zone or date is refused with 400 and the schedule keeps its zone', async () => {
    for (const payload of [
      { timeZone: 'Mars/Olympus', date: '2026-11-30' },
      { timeZone: '+01:00', date: '2026-11-30' },
      { timeZone: BERLIN, date: 'next monday' },
      { timeZone: BERLIN },
      {},
    ]) {
      const response = await put(provider(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await scheduleZone()).toBe(CHICAGO);
  });

  test('only providers have a practice zone: a patient and an assistant on their own are refused', async () => {
    for (const token of [world.patient.token, world.assistant.token, world.admin.token]) {
      const response = await put(bearer(token), { timeZone: BERLIN, date: '2026-11-30' });
      expect(response.statusCode).toBe(403);
    }
    expect(await scheduleZone()).toBe(CHICAGO);
  });
});
