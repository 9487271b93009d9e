import type { EncountersExist } from '@clinicall/shared/scheduling/availability';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { availabilityDays, providerSchedules } from '../../db/schema/scheduling.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  addVideoType,
  insertEncounter,
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

// Monday 9 March 2026, 09:30 in New York.
const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });
const NEW_YORK = 'America/New_York';
let world: ClinicWorld;
let closed: ClinicWorld;
let videoTypeId: number;

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  closed = await createClinicWorld(ctx.app);
  await setClinicFlags(db, world.clinic.id, {
    isPatientScheduleAppointmentEnabled: true,
    preventScheduler24h: true,
  });
  for (const user of [world.provider, world.patient, closed.provider]) {
    await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  }
  for (const provider of [world.provider, closed.provider]) {
    await offerTypes(db, provider.id, ['AUDIO', 'MESSAGE']);
    await weeklyAvailability(
      db,
      provider.id,
      NEW_YORK,
      '2026-01-05',
      weekdays([{ start: '09:00', end: '12:00' }]),
    );
  }
  videoTypeId = await addVideoType(db, world.provider.id, { durationMinutes: 45 });
});

async function schedule(token: string, query: Record<string, string | number>, email?: string) {
  const params = new URLSearchParams({
    email: email ?? world.provider.email,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return ctx.app.inject({
    url: `/api/appointments/schedule?${params.toString()}`,
    headers: bearer(token),
  });
}

async function slots(token: string, query: Record<string, string | number>) {
  const response = await schedule(token, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Schedule>();
  return Object.fromEntries(body.days.map((d) => [d.date, wallTimesOn(body, d.date)]));
}

const halfHourStarts = (from: string) =>
  [
    '09:00',
    '09:15',
    '09:30',
    '09:45',
    '10:00',
    '10:15',
    '10:30',
    '10:45',
    '11:00',
    '11:15',
    '11:30',
  ].filter((t) => t >= from);

describe('what is left out of the free slots', () => {
  test('C30 I21 past starts are gone; a patient of a clinic with the 24-hour block sees nothing sooner', async () => {
    time.set('2026-03-09T13:30:00Z');
    const query = { date: '2026-03-09', days: 2, type: 'AUDIO', duration: 30 };
    const provider = await slots(world.provider.token, query);
    expect(provider['2026-03-09']).toEqual(halfHourStarts('09:30'));
    expect(provider['2026-03-10']).toEqual(halfHourStarts('09:00'));

    const patient = await slots(world.patient.token, query);
    expect(patient['2026-03-09']).toEqual([]);
    expect(patient['2026-03-10']).toEqual(halfHourStarts('09:30'));
  });

  test('C30 nothing starts beyond the request window (30 days)', async () => {
    time.set('2026-03-09T13:30:00Z');
    const found = await slots(world.provider.token, { date: '2026-04-07', days: 3, duration: 30 });
    expect(found['2026-04-07']).toEqual(halfHourStarts('09:00'));
    expect(found['2026-04-08']).toEqual(['09:00', '09:15', '09:30']);
    expect(found['2026-04-09']).toEqual([]);
  });

  test('C31 active appointments take their times; cancelled ones and messages do not', async () => {
    time.set('2026-03-09T13:30:00Z');
    const base = {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
    };
    await insertEncounter(ctx.app.db, { ...base, start: '2026-03-11T14:00:00Z', minutes: 30 });
    await insertEncounter(ctx.app.db, {
      ...base,
      start: '2026-03-11T15:00:00Z',
      minutes: 30,
      status: 'CANCELLED',
    });
    await insertEncounter(ctx.app.db, {
      ...base,
      start: '2026-03-11T15:30:00Z',
      minutes: 0,
      type: 'MESSAGE',
      status: 'REQUESTED',
    });
    const found = await slots(world.provider.token, { date: '2026-03-11', duration: 30 });
    // 10:00-10:30 is taken: 09:45, 10:00 and 10:15 would overlap it.
    expect(found['2026-03-11']).toEqual(
      halfHourStarts('09:00').filter((t) => !['09:45', '10:00', '10:15'].includes(t)),
    );
  });

  test('C30 one provider’s availability never shows as another’s', async () => {
    // The other provider has a schedule (a zone) but no times; the first has times and a date.
    await ctx.app.db
      .insert(providerSchedules)
      .values({ providerId: world.otherProvider.id, timeZone: NEW_YORK });
    await ctx.app.db.insert(availabilityDays).values({
      providerId: world.provider.id,
      date: '2026-03-14',
      ranges: [{ start: '10:00', end: '11:00' }],
    });
    const response = await schedule(
      world.provider.token,
      { date: '2026-03-10', days: 5, duration: 30 },
      world.otherProvider.email,
    );
    expect(response.json<Schedule>().days.flatMap((d) => d.starts)).toEqual([]);
  });

  test('C30 a video type’s duration decides which starts fit', async () => {
    const found = await slots(world.provider.token, {
      date: '2026-03-12',
      encounterVideoTypeId: videoTypeId,
    });
    expect(found['2026-03-12']?.at(-1)).toBe('11:15');
  });
});

describe('refusals', () => {
  test('a type the provider does not offer has no slots', async () => {
    const response = await schedule(world.provider.token, { date: '2026-03-12', type: 'OFFICE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TYPE_NOT_OFFERED');
  });

  test('C33 a message encounter has no time slots', async () => {
    const response = await schedule(world.provider.token, { date: '2026-03-12', type: 'message' });
    expect(response.statusCode).toBe(400);
  });

  test('C52 a patient whose clinic does not allow self-scheduling is refused', async () => {
    const response = await schedule(
      closed.patient.token,
      { date: '2026-03-12' },
      closed.provider.email,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PATIENT_SCHEDULING_DISABLED');
  });

  test('another clinic’s provider is refused (403)', async () => {
    const response = await schedule(
      world.patient.token,
      { date: '2026-03-12' },
      closed.provider.email,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CLINIC_FORBIDDEN');
  });

  test('C30 a provider named by id answers as by e-mail; another clinic’s by id is refused', async () => {
    time.set('2026-03-09T13:30:00Z');
    const byEmail = await schedule(world.patient.token, { date: '2026-03-10', days: 2 });
    const byId = await ctx.app.inject({
      url: `/api/appointments/schedule?date=2026-03-10&days=2&providerId=${world.provider.id}`,
      headers: bearer(world.patient.token),
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual(byEmail.json());
    const other = await ctx.app.inject({
      url: `/api/appointments/schedule?date=2026-03-10&providerId=${closed.provider.id}`,
      headers: bearer(world.patient.token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('CLINIC_FORBIDDEN');
  });
});

describe('the availability warning', () => {
  const exist = async (date: string, period?: 'week') => {
    const response = await ctx.app.inject({
      url: `/api/encounters/${date}/exist${period ? `?period=${period}` : ''}`,
      headers: bearer(world.provider.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<EncountersExist>();
  };

  test('C26 C27 a day holding an appointment answers the warning text; an empty one does not', async () => {
    expect(await exist('2026-03-11')).toEqual({
      exist: true,
      count: 1,
      message: 'Appointment scheduled for the day',
    });
    expect(await exist('2026-03-13')).toEqual({ exist: false, count: 0, message: null });
    expect((await exist('2026-03-13', 'week')).count).toBe(1);
  });
});
