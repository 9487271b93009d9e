import { Messages } from '@clinicall/shared/messages';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
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
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

// Monday 9 March 2026, 09:30 UTC.
const time = pinnedClock('2026-03-09T09:30:00Z');

/** The sandbox, whose charges can be made unreachable (the outcome is then unknown). */
const gatewayState = { unreachable: false, charges: 0 };
const gateway: PaymentGateway = {
  kind: 'sandbox',
  async charge(request) {
    gatewayState.charges += 1;
    if (gatewayState.unreachable) throw new GatewayUnavailableError('test: unreachable');
    return createSandboxGateway(ctx.app.db).charge(request);
  },
  refund: (request) => createSandboxGateway(ctx.app.db).refund(request),
  lookup: (request) => createSandboxGateway(ctx.app.db).lookup(request),
};

const ctx = useTestApp({ clock: time.clock, paymentGateway: gateway });
let world: ClinicWorld;
let visit: { videoTypeId: number; price: number };
let nextHour = 0;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  visit = await sellPaidVideoVisits(ctx.app, world);
});

/** A fresh slot for each story: Wednesday 11 March from 10:00 UTC, one hour apart. */
const freshSlot = () => new Date(Date.UTC(2026, 2, 11, 10 + nextHour++));

const tokenFor = (card?: string) => sandboxCardToken(ctx.app, world.patient.id, card);

const bookAndPay = (body: unknown, key: string) =>
  postPaidBooking(ctx.app, world.patient.token, body, key);

const encountersAt = (start: Date) =>
  ctx.app.db
    .select()
    .from(encounters)
    .where(and(eq(encounters.providerId, world.provider.id), eq(encounters.startTime, start)));

const paymentsUnder = (key: string) =>
  ctx.app.db.select().from(payments).where(eq(payments.idempotencyKey, key));

async function requestMailsFor(encounterId: number) {
  await ctx.app.jobs.drain();
  const mails = await ctx.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, world.provider.email));
  return mails.filter((mail) => mail.text.includes(`appointmentId=${encounterId}`));
}

describe('a card-paid booking is one flow: booked and charged together, never lost or doubled', () => {
  test('C60 C66 the slot is booked and charged; the request is mailed to the provider once paid', async () => {
    const start = freshSlot();
    const response = await bookAndPay(
      paidBookingBody(world, visit, start, await tokenFor()),
      newKey(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { encounter, payment } = response.json();
    expect(encounter).toMatchObject({ status: 'REQUESTED', ownedByLogguedUser: true });
    expect(encounter.paymentData.transactionId).toBe(payment.transactionId);
    expect(payment).toMatchObject({ amount: visit.price, currency: 'USD', cardLast4: '4242' });
    const entries = await ctx.app.db
      .select()
      .from(billingEntries)
      .where(eq(billingEntries.paymentId, payment.transactionId));
    expect(entries).toHaveLength(1);
    expect(await requestMailsFor(encounter.id)).toHaveLength(1);
  });

  test('C67 a declined card withdraws the booking: the slot is free again, nothing is charged or mailed', async () => {
    const start = freshSlot();
    const response = await bookAndPay(
      paidBookingBody(world, visit, start, await tokenFor(SandboxTestCards.declined)),
      newKey(),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      errorMessage: Messages.payment.failed,
    });
    const [withdrawn] = await encountersAt(start);
    expect(withdrawn).toMatchObject({
      status: 'CANCELLED',
      cancelReason: SchedulingMessages.unpaidReleased,
      transactionId: null,
    });
    expect(await requestMailsFor(withdrawn!.id)).toHaveLength(0);

    const again = await bookAndPay(
      paidBookingBody(world, visit, start, await tokenFor()),
      newKey(),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  test('C67 retrying a refused payment with the same key answers the same refusal and books nothing more', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(
      world,
      visit,
      start,
      await tokenFor(SandboxTestCards.insufficientFunds),
    );
    const first = await bookAndPay(body, key);
    const retry = await bookAndPay(body, key);
    expect(first.statusCode).toBe(402);
    expect(retry.statusCode).toBe(402);
    expect(retry.json().detail).toBe(first.json().detail);
    expect(await encountersAt(start)).toHaveLength(1);
    expect(await paymentsUnder(key)).toHaveLength(1);
  });

  test('a double submit books once and charges once; both answers are the same appointment', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(world, visit, start, await tokenFor());
    const charges = gatewayState.charges;
    const [one, two] = await Promise.all([bookAndPay(body, key), bookAndPay(body, key)]);
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([201, 201]);
    expect(one.json().encounter.id).toBe(two.json().encounter.id);
    expect(await encountersAt(start)).toHaveLength(1);
    expect(await paymentsUnder(key)).toHaveLength(1);
    expect(gatewayState.charges - charges).toBe(1);
  });

  test('a charge with no answer keeps the booking; the retry with the same key completes it, once', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(world, visit, start, await tokenFor());
    gatewayState.unreachable = true;
    const lost = await bookAndPay(body, key);
    gatewayState.unreachable = false;
    expect(lost.statusCode).toBe(502);
    const [held] = await encountersAt(start);
    expect(held).toMatchObject({ status: 'REQUESTED', transactionId: null });
    expect(await requestMailsFor(held!.id)).toHaveLength(0);

    const retry = await bookAndPay(body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().encounter.id).toBe(held!.id);
    expect(await encountersAt(start)).toHaveLength(1);
    expect(await requestMailsFor(held!.id)).toHaveLength(1);
  });

  test('the same key with another request is refused and books nothing', async () => {
    const key = newKey();
    const first = await bookAndPay(
      paidBookingBody(world, visit, freshSlot(), await tokenFor()),
      key,
    );
    expect(first.statusCode).toBe(201);
    const otherStart = freshSlot();
    const reused = await bookAndPay(
      paidBookingBody(world, visit, otherStart, await tokenFor()),
      key,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await encountersAt(otherStart)).toHaveLength(0);
  });

  test('a booking with nothing to pay by card is refused here and not booked', async () => {
    const start = freshSlot();
    const body = paidBookingBody(world, visit, start, await tokenFor());
    body.booking.patientPayment = { paymentType: 'INSURANCE', quantity: 0 };
    const response = await bookAndPay(body, newKey());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_NOT_DUE');
    expect(await encountersAt(start)).toHaveLength(0);
  });
});
