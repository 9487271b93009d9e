import { Role } from '@clinicall/shared/roles';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Tx } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { jobs } from '../../db/schema/jobs.js';
import { lockProviderTime, PROVIDER_TIME_LOCK } from '../../db/provider-time-lock.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import {
  insertEncounter,
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });
let world: ClinicWorld;
const patientTokens: { id: number; token: string }[] = [];

const SLOT = { startTime: '2026-03-11T15:00:00Z', endTime: '2026-03-11T15:30:00Z' };

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await offerTypes(db, world.provider.id, ['AUDIO']);
  await weeklyAvailability(
    db,
    world.provider.id,
    'UTC',
    '2026-01-05',
    weekdays([{ start: '09:00', end: '17:00' }]),
  );
  for (let i = 0; i < 25; i += 1) {
    const patient = await createUser(db, Role.patient, { clinicId: world.clinic.id });
    patientTokens.push({ id: patient.id, token: await tokenFor(ctx.app, patient.id) });
  }
});

test('50 simultaneous bookings of one slot make exactly one appointment and 49 clean 409s', async () => {
  const body = { type: 'AUDIO', ...SLOT, patientPayment: { paymentType: 'INSURANCE' } };
  // Half from patients (25 different ones), half from the provider for those patients.
  const requests = patientTokens.flatMap(({ id, token }) => [
    ctx.app.inject({
      method: 'POST',
      url: '/api/encounters/ownedbypatient',
      headers: bearer(token),
      payload: {
        ...body,
        provider: { id: world.provider.id },
        patientEncounterSymptom: { preCondition: { description: 'Cough' } },
        message: { messageBody: 'A cough for a week.' },
      },
    }),
    ctx.app.inject({
      method: 'POST',
      url: '/api/encounters/ownedbyprovider',
      headers: bearer(world.provider.token),
      payload: { ...body, patient: { id } },
    }),
  ]);
  const responses = await Promise.all(requests);

  const statuses = responses.map((r) => r.statusCode);
  // On a failure, say what the other answers were.
  const unexpected = responses
    .filter((r) => r.statusCode !== 201 && r.statusCode !== 409)
    .map((r) => `${r.statusCode} ${r.body}`);
  expect(unexpected).toEqual([]);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  for (const refused of responses.filter((r) => r.statusCode === 409)) {
    expect(refused.json().code).toBe('SLOT_TAKEN');
  }

  const [booked] = await ctx.app.db
    .select({ value: count() })
    .from(encounters)
    .where(
      and(
        eq(encounters.providerId, world.provider.id),
        eq(encounters.startTime, new Date(SLOT.startTime)),
      ),
    );
  expect(booked?.value).toBe(1);
  // Only the booking that stood queued its mail.
  const [mails] = await ctx.app.db
    .select({ value: count() })
    .from(jobs)
    .where(eq(jobs.type, 'mail.send'));
  expect(mails?.value).toBe(1);
});

/** Backends waiting for the provider's time lock (two-key advisory locks: classid, objid). */
async function waitingForProviderTime(providerId: number) {
  const { rows } = (await ctx.app.db.execute(sql`
    select count(*)::int as waiting from pg_locks
    where locktype = 'advisory' and not granted
      and classid = ${PROVIDER_TIME_LOCK} and objid = ${providerId} and objsubid = 2`)) as {
    rows: { waiting: number }[];
  };
  return rows[0]?.waiting;
}

/**
 * Runs `request` while another transaction holds the provider's time, having written `meanwhile`
 * in it: shows the request waits for the lock (not on a row), then answers once it is released.
 */
async function whileProviderTimeHeld<T>(
  meanwhile: (tx: Tx) => Promise<unknown>,
  request: () => Promise<T>,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const writer = ctx.app.db.transaction(async (tx) => {
    await lockProviderTime(tx, world.provider.id);
    await meanwhile(tx);
    held();
    await released;
  });
  await holding;
  const answer = request();
  try {
    await expect.poll(() => waitingForProviderTime(world.provider.id), { timeout: 15_000 }).toBe(1);
  } finally {
    release();
    await writer;
  }
  return answer;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "writes into a provider's time wait their turn (PostgreSQL only: PGlite has one connection)",
  () => {
    test("a booking waits while another write holds the provider's time, then meets that write's row: 409 at once, no deadlock", async () => {
      const slot = { startTime: '2026-03-11T16:00:00Z', endTime: '2026-03-11T16:30:00Z' };
      const [first, second] = patientTokens;
      const answer = await whileProviderTimeHeld(
        // Another booking of the same time, written and not yet committed.
        (tx) =>
          insertEncounter(tx, {
            clinicId: world.clinic.id,
            providerId: world.provider.id,
            patientId: first!.id,
            start: slot.startTime,
            minutes: 30,
            status: 'REQUESTED',
          }),
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/encounters/ownedbyprovider',
            headers: bearer(world.provider.token),
            payload: {
              type: 'AUDIO',
              ...slot,
              patientPayment: { paymentType: 'INSURANCE' },
              patient: { id: second!.id },
            },
          }),
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('SLOT_TAKEN');
    });

    test("accepting a request, which checks its time again, waits for the provider's time too", async () => {
      const [first] = patientTokens;
      const requested = await insertEncounter(ctx.app.db, {
        clinicId: world.clinic.id,
        providerId: world.provider.id,
        patientId: first!.id,
        start: '2026-03-12T15:00:00Z',
        minutes: 30,
        status: 'REQUESTED',
      });
      const answer = await whileProviderTimeHeld(
        async () => undefined,
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/encounters/status',
            headers: bearer(world.provider.token),
            payload: { id: requested, status: 'ACCEPTED' },
          }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe('ACCEPTED');
    });
  },
);
