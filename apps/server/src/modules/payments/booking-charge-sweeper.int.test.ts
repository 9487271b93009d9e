import { SandboxTestCards } from '@clinicall/shared/payments';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { jobs } from '../../db/schema/jobs.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { billingEntries, payments } from '../../db/schema/payments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  paidBookingBody,
  postPaidBooking,
  sandboxCardToken,
  sellPaidVideoVisits,
} from '../../test-support/paid-booking.js';
import { newKey } from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';
import { SWEEP_AFTER_MS } from './booking-charge-sweeper.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

// Monday 9 March 2026, 09:30 UTC: the scheduling rules and the job queue read the same clock.
const START = '2026-03-09T09:30:00Z';
const time = pinnedClock(START);

/**
 * The sandbox, whose charges can go unanswered: `lost` charges the card and loses the answer,
 * `unreachable` never reaches the gateway; its lookups can be unreachable too.
 */
const state = {
  charges: 'answered' as 'answered' | 'lost' | 'unreachable',
  lookupsReachable: true,
};
const sandbox = () => createSandboxGateway(ctx.app.db);
const gateway: PaymentGateway = {
  kind: 'sandbox',
  async charge(request) {
    if (state.charges === 'unreachable') throw new GatewayUnavailableError('test: unreachable');
    const outcome = await sandbox().charge(request);
    if (state.charges === 'lost') throw new GatewayUnavailableError('test: answer lost');
    return outcome;
  },
  refund: (request) => sandbox().refund(request),
  async lookup(request) {
    if (!state.lookupsReachable) throw new GatewayUnavailableError('test: unreachable');
    return sandbox().lookup(request);
  },
};

const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock }, paymentGateway: gateway });
let world: ClinicWorld;
let visit: { videoTypeId: number; price: number };
let nextHour = 0;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  visit = await sellPaidVideoVisits(ctx.app, world);
});

beforeEach(() => {
  time.set(START);
  state.charges = 'answered';
  state.lookupsReachable = true;
});

/** A fresh slot for each story: Wednesday 11 March from 08:00 UTC, one hour apart. */
const freshSlot = () => new Date(Date.UTC(2026, 2, 11, 8 + nextHour++));

const cardToken = (card?: string) => sandboxCardToken(ctx.app, world.patient.id, card);

const bookAndPay = (body: unknown, key: string) =>
  postPaidBooking(ctx.app, world.patient.token, body, key);

/** A paid booking at `start` whose charge got no answer: the booking and its charge are held. */
async function unansweredBooking(start: Date, card?: string) {
  const key = newKey();
  const body = paidBookingBody(world, visit, start, await cardToken(card));
  const response = await bookAndPay(body, key);
  expect(response.statusCode, response.body).toBe(502);
  const [payment] = await ctx.app.db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, key));
  expect(payment?.status).toBe('pending');
  state.charges = 'answered';
  return { key, body, payment: payment! };
}

const paymentById = async (id: string) =>
  (await ctx.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

const encounterOf = async (id: number) =>
  (await ctx.app.db.select().from(encounters).where(eq(encounters.id, id)))[0]!;

const billedFor = (paymentId: string) =>
  ctx.app.db
    .select({ amountCents: billingEntries.amountCents })
    .from(billingEntries)
    .where(eq(billingEntries.paymentId, paymentId));

async function requestMailsFor(encounterId: number) {
  const mails = await ctx.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, world.provider.email));
  return mails.filter((mail) => mail.text.includes(`appointmentId=${encounterId}`));
}

const sweepsOf = (paymentId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, 'payments.sweep-booking-charge'), eq(jobs.payload, { paymentId })));

/** Runs what is due, then what that queued (the request mail, a refund). */
async function runJobs() {
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
}

/** Moves the clock past the sweeper's wait (plus `extraMs`) and runs what is due. */
async function sweepLater(extraMs = 0) {
  time.set(new Date(Date.parse(START) + SWEEP_AFTER_MS + 1_000 + extraMs).toISOString());
  await runJobs();
}

describe('the sweeper of paid bookings whose charge never got an answer', () => {
  test('C66 the card was charged but the answer lost: after the wait the booking is completed, billed and mailed once', async () => {
    state.charges = 'lost';
    const { payment } = await unansweredBooking(freshSlot());
    await ctx.app.jobs.drain();
    expect((await paymentById(payment.id)).status, 'nothing happens before the wait').toBe(
      'pending',
    );
    await sweepLater();
    const settled = await paymentById(payment.id);
    expect(settled).toMatchObject({ status: 'charged', cardLast4: '4242' });
    expect(await encounterOf(payment.encounterId)).toMatchObject({
      status: 'REQUESTED',
      transactionId: payment.id,
    });
    expect(await billedFor(payment.id)).toEqual([{ amountCents: 2500 }]);
    expect(await requestMailsFor(payment.encounterId)).toHaveLength(1);
    expect(await sweepsOf(payment.id)).toHaveLength(0);
  });

  test('the charge never reached the gateway: the booking is withdrawn, its slot free, nothing billed', async () => {
    state.charges = 'unreachable';
    const start = freshSlot();
    const { key, body, payment } = await unansweredBooking(start);
    await sweepLater();
    expect(await paymentById(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'error',
    });
    expect(await encounterOf(payment.encounterId)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: SchedulingMessages.unpaidReleased,
      transactionId: null,
    });
    expect(await billedFor(payment.id)).toEqual([]);
    expect(await requestMailsFor(payment.encounterId)).toHaveLength(0);
    // A late retry with the key answers the outcome; a new booking of the slot goes through.
    expect((await bookAndPay(body, key)).statusCode).toBe(402);
    time.set(START);
    const again = await bookAndPay(
      paidBookingBody(world, visit, start, await cardToken()),
      newKey(),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  test('C67 the card was declined but the answer lost: the booking is withdrawn with the decline kept', async () => {
    state.charges = 'lost';
    const { payment } = await unansweredBooking(freshSlot(), SandboxTestCards.declined);
    await sweepLater();
    expect(await paymentById(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    expect((await encounterOf(payment.encounterId)).status).toBe('CANCELLED');
    expect(await billedFor(payment.id)).toEqual([]);
  });

  test('C69 charged for a visit that has begun by the time of the sweep: withdrawn and refunded, nothing left charged', async () => {
    state.charges = 'lost';
    const start = freshSlot();
    const { payment } = await unansweredBooking(start);
    time.set(new Date(start.getTime() + 5 * 60_000).toISOString());
    await runJobs();
    expect(await paymentById(payment.id)).toMatchObject({ status: 'refunded' });
    expect((await encounterOf(payment.encounterId)).status).toBe('CANCELLED');
    const amounts = (await billedFor(payment.id)).map((entry) => entry.amountCents).sort();
    expect(amounts).toEqual([-2500, 2500]);
    expect(await requestMailsFor(payment.encounterId)).toHaveLength(0);
  });

  test('a booking its patient retried in time is left as the retry settled it', async () => {
    state.charges = 'lost';
    const { key, body, payment } = await unansweredBooking(freshSlot());
    const retry = await bookAndPay(body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    await sweepLater();
    expect((await paymentById(payment.id)).status).toBe('charged');
    expect(await billedFor(payment.id)).toHaveLength(1);
    expect(await requestMailsFor(payment.encounterId)).toHaveLength(1);
  });

  test('while the gateway cannot be asked the booking stays held and the sweeper asks again later', async () => {
    state.charges = 'lost';
    const { payment } = await unansweredBooking(freshSlot());
    state.lookupsReachable = false;
    await sweepLater();
    expect((await paymentById(payment.id)).status).toBe('pending');
    expect((await encounterOf(payment.encounterId)).status).toBe('REQUESTED');
    const [queued] = await sweepsOf(payment.id);
    expect(queued).toMatchObject({ state: 'pending', attempts: 1 });
    state.lookupsReachable = true;
    await sweepLater(60_000);
    expect((await paymentById(payment.id)).status).toBe('charged');
    expect(await sweepsOf(payment.id)).toHaveLength(0);
  });
});
