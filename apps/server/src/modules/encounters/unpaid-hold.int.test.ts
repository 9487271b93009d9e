import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { payments } from '../../db/schema/payments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  mailsTo,
  requestVisit,
  sellVisits,
  switchableSandbox,
  type Visit,
} from '../../test-support/open-requests.js';
import {
  paidBookingBody,
  postPaidBooking,
  sandboxCardToken,
} from '../../test-support/paid-booking.js';
import { makePayment, newKey } from '../../test-support/payments.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 UTC: the booking rules and the job queue read the same clock.
const START = '2026-03-09T09:30:00Z';
const HOLD_MINUTES = 30;
const time = pinnedClock(START);
const at = (minutes: number) =>
  time.set(new Date(Date.parse(START) + minutes * 60_000).toISOString());

/** The sandbox, whose charge answers can be lost and whose lookups can be unreachable. */
const { state, gateway } = switchableSandbox(() => ctx.app.db);

const env = { BOOKING_UNPAID_HOLD_MINUTES: String(HOLD_MINUTES) };
const ctx = useTestApp({
  clock: time.clock,
  jobs: { now: time.clock },
  paymentGateway: gateway,
  env,
});

let nextHour = 0;
/** A fresh half hour on Wednesday 11 March for each story. */
const freshSlot = () => new Date(Date.UTC(2026, 2, 11, 8 + nextHour++));

beforeEach(() => {
  time.set(START);
  state.lostAnswers = false;
  state.lookupsReachable = true;
});

async function bookedWorld() {
  const world = await createClinicWorld(ctx.app);
  const visit = await sellVisits(ctx.app, world);
  return { world, visit };
}

async function requestUnpaid(world: ClinicWorld, visit: Visit, start = freshSlot()) {
  const response = await requestVisit(ctx.app, world.patient.token, {
    provider: world.provider,
    visit,
    start,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<Encounter>().id, start };
}

const rowOf = async (id: number) =>
  (await ctx.app.db.select().from(encounters).where(eq(encounters.id, id)))[0]!;

const expiryMailsTo = async (email: string) =>
  (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    mail.subject.startsWith('Appointment request cancelled'),
  );

/** Runs what is due, then what that queued (the mails). */
async function runJobs() {
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
}

const accept = (world: ClinicWorld, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/status',
    headers: bearer(world.provider.token),
    payload: { id, status: 'ACCEPTED' },
  });

describe('issue 19 path 6: an unpaid request for a card-paid visit holds its time for a bounded while', () => {
  test('C60 issue 19 path 6: unpaid after 30 minutes, the request is cancelled, its time free again, and its requester mailed exactly once; the provider gets no second mail', async () => {
    const { world, visit } = await bookedWorld();
    const { id, start } = await requestUnpaid(world, visit);

    at(HOLD_MINUTES - 1);
    await runJobs();
    expect((await rowOf(id)).status, 'held until the end of the hold').toBe('REQUESTED');

    at(HOLD_MINUTES + 1);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: SchedulingMessages.unpaidHoldExpired(HOLD_MINUTES),
      transactionId: null,
    });
    const [mail, ...more] = await expiryMailsTo(world.patient.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`was not paid within ${HOLD_MINUTES} minutes`);
    // The provider heard of the request once, when it was made, and of nothing since.
    expect(await mailsTo(ctx.app, world.provider.email)).toBe(1);
    // Too late to accept; the time is anyone's again.
    expect((await accept(world, id)).statusCode).toBe(409);
    const other = await requestVisit(ctx.app, world.otherPatient.token, {
      provider: world.provider,
      visit,
      start,
    });
    expect(other.statusCode, other.body).toBe(201);

    at(HOLD_MINUTES * 3);
    await runJobs();
    expect(await expiryMailsTo(world.patient.email)).toHaveLength(1);
  });

  test('issue 19 path 6: with two instances and the hold’s job run twice, the request is cancelled once and mailed once', async () => {
    const { world, visit } = await bookedWorld();
    const { id } = await requestUnpaid(world, visit);
    // A second run of the same hold, as a worker whose lease ran out would leave behind.
    await ctx.app.jobs.enqueue(ctx.app.db, 'encounters.unpaid-hold', { encounterId: id });
    const sibling = await createTestApp({
      database: ctx.database,
      clock: time.clock,
      jobs: { now: time.clock },
      paymentGateway: gateway,
      env,
    });
    try {
      at(HOLD_MINUTES + 1);
      await Promise.all([ctx.app.jobs.drain(), sibling.app.jobs.drain()]);
      await Promise.all([ctx.app.jobs.drain(), sibling.app.jobs.drain()]);
    } finally {
      await sibling.close();
    }
    expect((await rowOf(id)).status).toBe('CANCELLED');
    expect(await expiryMailsTo(world.patient.email)).toHaveLength(1);
  });

  test('C66 C78 issue 19 path 6: a request paid within the hold keeps its time, and the provider accepts it', async () => {
    const { world, visit } = await bookedWorld();
    const { id } = await requestUnpaid(world, visit);
    at(10);
    const paid = await makePayment(ctx.app, world.patient.token, {
      encounterId: id,
      encounterType: 'VIDEO',
      providerEmail: world.provider.email,
      phone: '555-0100',
      nameOnCard: 'Pat Patient',
      cardToken: await sandboxCardToken(ctx.app, world.patient.id),
      paymentData: { paymentType: 'CASH', videoTypeId: visit.videoTypeId },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    at(HOLD_MINUTES + 1);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({
      status: 'REQUESTED',
      transactionId: paid.json<{ transactionId: string }>().transactionId,
    });
    expect(await expiryMailsTo(world.patient.email)).toEqual([]);
    expect((await accept(world, id)).statusCode).toBe(200);
  });

  test('C60 C62 issue 19 path 6: booked and paid in one flow, or by insurance, a request is not timed out', async () => {
    const { world, visit } = await bookedWorld();
    const paid = await postPaidBooking(
      ctx.app,
      world.patient.token,
      paidBookingBody(world, visit, freshSlot(), await sandboxCardToken(ctx.app, world.patient.id)),
      newKey(),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const insured = await requestVisit(ctx.app, world.patient.token, {
      provider: world.provider,
      visit,
      start: freshSlot(),
      insurance: true,
    });
    expect(insured.statusCode, insured.body).toBe(201);

    at(HOLD_MINUTES * 2);
    await runJobs();
    const paidId = paid.json<{ encounter: Encounter }>().encounter.id;
    expect((await rowOf(paidId)).status).toBe('REQUESTED');
    expect((await rowOf(insured.json<Encounter>().id)).status).toBe('REQUESTED');
    expect(await expiryMailsTo(world.patient.email)).toEqual([]);
  });

  test('C66 issue 19 path 6: a charge still being settled when the hold ends keeps the request until it is known; charged, the request stands', async () => {
    const { world, visit } = await bookedWorld();
    state.lostAnswers = true;
    const key = newKey();
    const body = paidBookingBody(
      world,
      visit,
      freshSlot(),
      await sandboxCardToken(ctx.app, world.patient.id),
    );
    expect((await postPaidBooking(ctx.app, world.patient.token, body, key)).statusCode).toBe(502);
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    expect(payment?.status).toBe('pending');

    // Neither the charge's sweeper nor the hold can settle it while the gateway is unreachable.
    state.lookupsReachable = false;
    at(HOLD_MINUTES + 1);
    await runJobs();
    expect((await rowOf(payment!.encounterId)).status).toBe('REQUESTED');

    state.lookupsReachable = true;
    at(HOLD_MINUTES * 4);
    await runJobs();
    expect(await rowOf(payment!.encounterId)).toMatchObject({
      status: 'REQUESTED',
      transactionId: payment!.id,
    });
    expect(await expiryMailsTo(world.patient.email)).toEqual([]);
  });
});
