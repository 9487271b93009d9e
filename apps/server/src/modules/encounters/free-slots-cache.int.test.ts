import { Role } from '@clinicall/shared/roles';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import type { Executor } from '../../db/database.js';
import { Channels } from '../../db/notifications.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { availabilityDays, videoEncounterTypes } from '../../db/schema/scheduling.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  notificationsSettled,
  RECONNECTING,
  silently,
  terminateListeners,
} from '../../test-support/cache-notifications.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import { instanceHarness } from '../../test-support/instances.js';
import { openTwoInstanceClinic } from '../../test-support/two-instance-clinic.js';
import { bookFreeVideoVisit } from '../../test-support/paid-booking.js';
import {
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import type { TestContext } from '../../test-support/test-app.js';
import { wallTimesOn } from '../../test-support/wall-clock.js';

// Monday 9 March 2026, 09:30 in New York.
const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const NEW_YORK = 'America/New_York';
const { open } = await instanceHarness();
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;
let closed: ClinicWorld;
let videoTypeId: number;

/** 09:00 to 12:00 every 15 minutes, the last start that fits 30 minutes being 11:30. */
const morning = (from = '09:00') =>
  Array.from({ length: 11 }, (_, i) => {
    const minutes = 9 * 60 + i * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }).filter((t) => t >= from);

/** A provider of `world.clinic` with the weekday mornings free, and a token on the first instance. */
async function newProvider() {
  const db = first.app.db;
  const user = await createUser(db, Role.provider, { clinicId: world.clinic.id });
  await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  await offerTypes(db, user.id, ['AUDIO', 'MESSAGE']);
  await weeklyAvailability(
    db,
    user.id,
    NEW_YORK,
    '2026-01-05',
    weekdays([{ start: '09:00', end: '12:00' }]),
  );
  return { ...user, token: await tokenFor(first.app, user.id) };
}

beforeAll(async () => {
  ({ first, second, world, videoTypeId } = await openTwoInstanceClinic(open, time.clock, NEW_YORK));
  closed = await createClinicWorld(first.app);
});

async function ask(app: App, token: string, providerId: number, query: string) {
  return app.inject({
    url: `/api/appointments/schedule?providerId=${providerId}&${query}`,
    headers: bearer(token),
  });
}

/** The wall times free on `date` (New York), asked on `app` for a 30-minute visit. */
async function freeOn(
  date: string,
  { app = first.app, token = world.provider.token, providerId = world.provider.id } = {},
) {
  const response = await ask(app, token, providerId, `date=${date}&duration=30`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return wallTimesOn(response.json<Schedule>(), date);
}

const closeDay = (providerId: number, date: string) => (tx: Executor) =>
  tx.insert(availabilityDays).values({ providerId, date, available: false, ranges: [] });

describe('answers from the cache', () => {
  test('C30 a repeated question is answered from the cache, without reading the database', async () => {
    time.set(NOW);
    const doctor = await newProvider();
    const asked = { token: doctor.token, providerId: doctor.id };
    expect(await freeOn('2026-03-16', asked)).toEqual(morning());
    await silently(first.app.db, closeDay(doctor.id, '2026-03-16'));
    expect(await freeOn('2026-03-16', asked)).toEqual(morning());
    // Another question about the provider reads the database.
    const other = await ask(first.app, doctor.token, doctor.id, 'date=2026-03-16&duration=45');
    expect(wallTimesOn(other.json<Schedule>(), '2026-03-16')).toEqual([]);
  });

  test('C30 C31 a booking and its cancellation through the API show in the next answer', async () => {
    time.set(NOW);
    expect(await freeOn('2026-03-11')).toContain('10:00');
    const booked = await bookFreeVideoVisit(
      first.app,
      world,
      videoTypeId,
      new Date('2026-03-11T14:00:00Z'),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await freeOn('2026-03-11')).toEqual(
      morning().filter((t) => !['09:45', '10:00', '10:15'].includes(t)),
    );

    const cancelled = await first.app.inject({
      method: 'POST',
      url: '/api/encounters/status',
      headers: bearer(world.patient.token),
      payload: { id: booked.json().id, status: 'CANCELLED', cancelReason: 'Feeling better' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await freeOn('2026-03-11')).toEqual(morning());
  });

  test('C22 C30 an availability change shows in the next answer, on this instance and on another', async () => {
    time.set(NOW);
    const setRanges = (app: App, date: string, startRange: string, endRange: string) =>
      app.inject({
        method: 'POST',
        url: '/api/timeTable/ranges',
        headers: bearer(world.provider.token),
        payload: { date, ranges: [{ startRange, endRange }] },
      });
    expect(await freeOn('2026-03-12')).toEqual(morning());
    expect(await freeOn('2026-03-12', { app: second.app })).toEqual(morning());

    expect((await setRanges(first.app, '2026-03-12', '10:00', '11:00')).statusCode).toBe(200);
    expect(await freeOn('2026-03-12')).toEqual(['10:00', '10:15', '10:30']);
    // The other instance hears of it at commit (on PostgreSQL, over its listening connection).
    await expect
      .poll(() => freeOn('2026-03-12', { app: second.app }))
      .toEqual(['10:00', '10:15', '10:30']);

    expect((await setRanges(second.app, '2026-03-12', '11:00', '12:00')).statusCode).toBe(200);
    await expect.poll(() => freeOn('2026-03-12')).toEqual(['11:00', '11:15', '11:30']);
  });
});

describe('offerings', () => {
  test('C10 C30 a video type’s new duration shows in the next answer', async () => {
    time.set(NOW);
    const byType = async () => {
      const query = `date=2026-03-16&encounterVideoTypeId=${videoTypeId}`;
      const response = await ask(first.app, world.provider.token, world.provider.id, query);
      return wallTimesOn(response.json<Schedule>(), '2026-03-16').at(-1);
    };
    expect(await byType()).toBe('11:30');
    await first.app.db
      .update(videoEncounterTypes)
      .set({ durationMinutes: 60 })
      .where(eq(videoEncounterTypes.id, videoTypeId));
    expect(await byType()).toBe('11:00');
    await first.app.db
      .update(videoEncounterTypes)
      .set({ durationMinutes: 30 })
      .where(eq(videoEncounterTypes.id, videoTypeId));
  });
});

describe('time', () => {
  test('C30 an answer ends when its first start passes', async () => {
    time.set(NOW);
    expect(await freeOn('2026-03-10')).toEqual(morning());
    // 09:00 in New York on 10 March is 13:00 UTC: still bookable at that instant, gone after.
    time.set('2026-03-10T13:00:00Z');
    expect(await freeOn('2026-03-10')).toEqual(morning());
    time.set('2026-03-10T13:00:01Z');
    expect(await freeOn('2026-03-10')).toEqual(morning('09:15'));
  });

  test('C30 an answer ends when a later start enters the request window (30 days)', async () => {
    time.set(NOW);
    expect(await freeOn('2026-04-08')).toEqual(['09:00', '09:15', '09:30']);
    time.set('2026-03-09T13:44:59Z');
    expect(await freeOn('2026-04-08')).toEqual(['09:00', '09:15', '09:30']);
    time.set('2026-03-09T13:45:00Z');
    expect(await freeOn('2026-04-08')).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });
});

describe('access on a cache hit', () => {
  test('C30 a caller outside the provider’s clinics is refused though the answer is cached', async () => {
    time.set(NOW);
    expect(await freeOn('2026-03-13')).toEqual(morning());
    for (const caller of [closed.patient, closed.provider]) {
      const response = await ask(
        first.app,
        caller.token,
        world.provider.id,
        'date=2026-03-13&duration=30',
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CLINIC_FORBIDDEN');
    }
  });

  test('C30 a provider’s membership removed is honoured at once', async () => {
    time.set(NOW);
    const doctor = await newProvider();
    const asked = { token: world.patient.token, providerId: doctor.id };
    expect(await freeOn('2026-03-13', asked)).toEqual(morning());
    await first.app.db
      .delete(clinicMemberships)
      .where(
        and(
          eq(clinicMemberships.userId, doctor.id),
          eq(clinicMemberships.clinicId, world.clinic.id),
        ),
      );
    const refused = await ask(
      first.app,
      world.patient.token,
      doctor.id,
      'date=2026-03-13&duration=30',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CLINIC_FORBIDDEN');
  });

  test('C52 I21 a clinic’s settings changed are honoured at once', async () => {
    time.set(NOW);
    const asPatient = { token: world.patient.token };
    expect(await freeOn('2026-03-10', asPatient)).toEqual(morning());
    await setClinicFlags(first.app.db, world.clinic.id, { preventScheduler24h: true });
    expect(await freeOn('2026-03-10', asPatient)).toEqual(morning('09:30'));
    await setClinicFlags(first.app.db, world.clinic.id, {
      preventScheduler24h: false,
      isPatientScheduleAppointmentEnabled: false,
    });
    const refused = await ask(
      first.app,
      world.patient.token,
      world.provider.id,
      'date=2026-03-10&duration=30',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PATIENT_SCHEDULING_DISABLED');
    await setClinicFlags(first.app.db, world.clinic.id, {
      isPatientScheduleAppointmentEnabled: true,
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  test('C30 while it is lost nothing is answered from the cache, and caching resumes once it is back', async () => {
    time.set(NOW);
    const doctor = await newProvider();
    const asked = { token: doctor.token, providerId: doctor.id };
    expect(await freeOn('2026-03-17', asked)).toEqual(morning());
    // One dedicated connection per database handle (both instances share one here), listening
    // on every channel.
    expect(await terminateListeners(first.app.db)).toBe(1);
    await silently(first.app.db, closeDay(doctor.id, '2026-03-17'));
    await expect.poll(() => freeOn('2026-03-17', asked), RECONNECTING).toEqual([]);

    // Listening again: answers are cached again. Each try first drops what an earlier one kept
    // (an answer read while the silent change was in place would otherwise stay).
    await expect
      .poll(async () => {
        await first.app.db.execute(
          sql`select pg_notify(${Channels.freeSlots}, ${String(doctor.id)})`,
        );
        await notificationsSettled();
        await freeOn('2026-03-18', asked);
        await silently(first.app.db, closeDay(doctor.id, '2026-03-18'));
        const cached = await freeOn('2026-03-18', asked);
        await silently(first.app.db, (tx) =>
          tx.delete(availabilityDays).where(eq(availabilityDays.providerId, doctor.id)),
        );
        return cached;
      }, RECONNECTING)
      .toEqual(morning());
  });
});
