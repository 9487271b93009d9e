import type { DashboardCounters } from '@clinicall/shared/scheduling/encounter-lists';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../app.js';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import type { ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  RECONNECTING,
  silently,
  terminateListeners,
} from '../../test-support/cache-notifications.js';
import { bearer } from '../../test-support/factories.js';
import { setEncounterStatus } from '../../test-support/encounter-status.js';
import { instanceHarness } from '../../test-support/instances.js';
import { openTwoInstanceClinic } from '../../test-support/two-instance-clinic.js';
import { bookFreeVideoVisit } from '../../test-support/paid-booking.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import type { TestContext } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 in New York (UTC-4).
const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const NEW_YORK = 'America/New_York';
const { open } = await instanceHarness();
let first: TestContext;
let second: TestContext;
let world: ClinicWorld;
let videoTypeId: number;

beforeAll(async () => {
  ({ first, second, world, videoTypeId } = await openTwoInstanceClinic(open, time.clock, NEW_YORK));
});

async function countersOf(token: string, app: App = first.app) {
  const response = await app.inject({ url: '/api/encounters/counters', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardCounters>();
}

/** An appointment of the world's provider and patient, `minutes` long from `start`. */
const appointment = (db: Executor, start: string, status: string, minutes = 30) =>
  insertEncounter(db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start,
    minutes,
    status,
  });

/** Removes every appointment of the world (announced): each test starts from none. */
const clear = () => first.app.db.delete(encounters).where(eq(encounters.clinicId, world.clinic.id));

describe('answers from the cache', () => {
  test('C93 a repeated question is answered from the cache, without reading the database', async () => {
    time.set(NOW);
    await clear();
    const zero = await countersOf(world.provider.token);
    await silently(first.app.db, (tx) => appointment(tx, '2026-03-10T14:00:00Z', 'ACCEPTED'));
    expect(await countersOf(world.provider.token)).toEqual(zero);
    // The patient's own question reads the database.
    expect((await countersOf(world.patient.token)).confirmed).toBe(zero.confirmed + 1);
  });

  test('C93 C94 a booking, its acceptance and its cancellation through the API move the counts', async () => {
    time.set(NOW);
    await clear();
    expect(await countersOf(world.provider.token)).toEqual({ confirmed: 0, today: 0, pending: 0 });
    expect(await countersOf(world.patient.token)).toEqual({
      confirmed: 0,
      today: null,
      pending: 0,
    });
    // 11:00 in New York today.
    const at = new Date('2026-03-09T15:00:00Z');
    const booked = await bookFreeVideoVisit(first.app, world, videoTypeId, at);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    // C51: a patient's booking is a request until the provider accepts it.
    expect(await countersOf(world.provider.token)).toEqual({ confirmed: 0, today: 0, pending: 1 });
    const accepted = await setEncounterStatus(first.app, world.provider.token, id, 'ACCEPTED');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await countersOf(world.provider.token)).toEqual({ confirmed: 1, today: 1, pending: 0 });
    expect(await countersOf(world.patient.token)).toEqual({
      confirmed: 1,
      today: null,
      pending: 0,
    });

    expect(
      (await setEncounterStatus(first.app, world.patient.token, id, 'CANCELLED')).statusCode,
    ).toBe(200);
    expect(await countersOf(world.provider.token)).toEqual({ confirmed: 0, today: 0, pending: 0 });
    expect(await countersOf(world.patient.token)).toEqual({
      confirmed: 0,
      today: null,
      pending: 0,
    });
  });

  test('C93 a change on another instance shows there, and one made there shows here', async () => {
    time.set(NOW);
    await clear();
    expect((await countersOf(world.provider.token)).pending).toBe(0);
    expect((await countersOf(world.provider.token, second.app)).pending).toBe(0);
    const id = await appointment(first.app.db, '2026-03-11T14:00:00Z', 'REQUESTED');
    expect((await countersOf(world.provider.token)).pending).toBe(1);
    // The other instance hears of it at commit (on PostgreSQL, over its listening connection).
    await expect
      .poll(async () => (await countersOf(world.provider.token, second.app)).pending)
      .toBe(1);

    expect(
      (await setEncounterStatus(second.app, world.provider.token, id, 'ACCEPTED')).statusCode,
    ).toBe(200);
    await expect
      .poll(() => countersOf(world.provider.token))
      .toMatchObject({ confirmed: 1, pending: 0 });
  });

  test('C93 a family member’s appointment moves the family owner’s counts', async () => {
    time.set(NOW);
    await clear();
    const owner = await countersOf(world.patient.token);
    await insertEncounter(first.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.familyMember.id,
      start: '2026-03-12T14:00:00Z',
      minutes: 30,
      status: 'ACCEPTED',
    });
    expect((await countersOf(world.patient.token)).confirmed).toBe(owner.confirmed + 1);
  });
});

describe('time', () => {
  test('C93 an appointment ending leaves Confirmed at its end', async () => {
    time.set(NOW);
    await clear();
    // 09:00 to 10:00 in New York: running now.
    await appointment(first.app.db, '2026-03-09T13:00:00Z', 'ACCEPTED', 60);
    expect((await countersOf(world.provider.token)).confirmed).toBe(1);
    time.set('2026-03-09T13:59:59.999Z');
    expect((await countersOf(world.provider.token)).confirmed).toBe(1);
    time.set('2026-03-09T14:00:00Z');
    expect((await countersOf(world.provider.token)).confirmed).toBe(0);
  });

  test('C94 Today changes at midnight in the provider’s time zone', async () => {
    time.set(NOW);
    await clear();
    // 09:00 on Tuesday 10 March in New York.
    await appointment(first.app.db, '2026-03-10T13:00:00Z', 'ACCEPTED');
    expect(await countersOf(world.provider.token)).toEqual({ confirmed: 1, today: 0, pending: 0 });
    time.set('2026-03-10T03:59:59.999Z');
    expect((await countersOf(world.provider.token)).today).toBe(0);
    time.set('2026-03-10T04:00:00Z');
    expect((await countersOf(world.provider.token)).today).toBe(1);
  });

  test('C92 C93 a request enters Pending as it enters the 30-day window', async () => {
    time.set(NOW);
    await clear();
    await appointment(first.app.db, '2026-04-08T14:00:00Z', 'REQUESTED');
    expect((await countersOf(world.provider.token)).pending).toBe(0);
    // In the window once its start is less than 30 days ahead.
    time.set('2026-03-09T14:00:00Z');
    expect((await countersOf(world.provider.token)).pending).toBe(0);
    time.set('2026-03-09T14:00:00.001Z');
    expect((await countersOf(world.provider.token)).pending).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the listening connection (PostgreSQL)', () => {
  test('C93 while it is lost nothing is answered from the cache, and caching resumes once it is back', async () => {
    time.set(NOW);
    await clear();
    expect((await countersOf(world.provider.token)).pending).toBe(0);
    // One dedicated connection per database handle (both instances share one here), listening
    // on every channel.
    expect(await terminateListeners(first.app.db)).toBe(1);
    await silently(first.app.db, (tx) => appointment(tx, '2026-03-11T14:00:00Z', 'REQUESTED'));
    await expect
      .poll(async () => (await countersOf(world.provider.token)).pending, RECONNECTING)
      .toBe(1);

    // Listening again: answers are cached again.
    await expect
      .poll(async () => {
        await clear();
        await countersOf(world.provider.token);
        await silently(first.app.db, (tx) => appointment(tx, '2026-03-11T15:00:00Z', 'REQUESTED'));
        return (await countersOf(world.provider.token)).pending;
      }, RECONNECTING)
      .toBe(0);
  });
});
