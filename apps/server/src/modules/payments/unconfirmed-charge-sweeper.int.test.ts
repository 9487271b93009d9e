import { Messages } from '@clinicall/shared/messages';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { jobs } from '../../db/schema/jobs.js';
import { billingEntries, payments } from '../../db/schema/payments.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { contextOf, newKey, payableEncounter, sandboxToken } from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createPayableEncounters } from '../encounters/payable-encounters.service.js';
import { SWEEP_AFTER_MS } from './booking-charge-sweeper.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import { createPaymentsService, type ConfirmStep } from './payments.service.js';
import { createSandboxGateway } from './sandbox-gateway.js';

// Only the job queue's clock is moved: the sweep is due a quarter of an hour after the charge.
const queueTime = pinnedClock(new Date().toISOString());
const ctx = useTestApp({ jobs: { now: queueTime.clock } });

/** The sandbox, whose charge answers can be lost (the card is charged, the answer never arrives). */
function flakySandbox() {
  const sandbox = createSandboxGateway(ctx.app.db);
  const state = { lose: false, refundCalls: 0 };
  const gateway: PaymentGateway = {
    kind: 'sandbox',
    async charge(request) {
      const outcome = await sandbox.charge(request);
      if (state.lose) throw new GatewayUnavailableError('test: answer lost');
      return outcome;
    },
    lookup: (request) => sandbox.lookup(request),
    refund(request) {
      state.refundCalls += 1;
      return sandbox.refund(request);
    },
  };
  return { gateway, state };
}

async function acceptFlow() {
  queueTime.set(new Date().toISOString());
  const world = await createClinicWorld(ctx.app);
  const encounter = await payableEncounter(ctx.app, world);
  const { gateway, state } = flakySandbox();
  const service = createPaymentsService({
    db: ctx.app.db,
    settings: { gateway: 'sandbox' },
    encounters: createPayableEncounters(ctx.app.db),
    isSelfOrFamily: async (caller, patient) => caller === patient,
    jobs: ctx.app.jobs,
    gateway,
  });
  const input = {
    idempotencyKey: newKey(),
    encounterId: encounter.id,
    cardToken: await sandboxToken(ctx.app, world.provider.token, SandboxTestCards.approved),
  };
  const run = (confirm: ConfirmStep) =>
    service.chargeThenConfirm(contextOf(ctx.app, world.provider), input, confirm);
  const payment = async () =>
    (await ctx.app.db.select().from(payments).where(eq(payments.encounterId, encounter.id)))[0]!;
  return { state, run, payment };
}

/** Past the sweeper's wait: runs what is due, then the refund it queued. */
async function sweepLater() {
  queueTime.set(new Date(Date.now() + SWEEP_AFTER_MS + 1_000).toISOString());
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
}

const sweepsOf = (paymentId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.type, 'payments.sweep-unconfirmed-charge'), eq(jobs.payload, { paymentId })),
    );

const billedCents = async (paymentId: string) =>
  (
    await ctx.app.db
      .select({ cents: billingEntries.amountCents })
      .from(billingEntries)
      .where(eq(billingEntries.paymentId, paymentId))
  )
    .map((entry) => entry.cents)
    .sort((a, b) => a - b);

const noConfirmStep: ConfirmStep = async () => undefined;

describe('the sweeper of accept-after-payment charges that were never confirmed', () => {
  test('C69 the flow died between the charge and the confirm step: the charge is abandoned and refunded once, and a late replay cannot confirm with it', async () => {
    const flow = await acceptFlow();
    await flow.run(noConfirmStep);
    // The state a process dying right after recording the charge leaves behind.
    await ctx.app.db
      .update(payments)
      .set({ confirmedAt: null })
      .where(eq(payments.id, (await flow.payment()).id));
    expect(await sweepsOf((await flow.payment()).id)).toHaveLength(1);

    await sweepLater();
    const swept = await flow.payment();
    expect(swept.status).toBe('refunded');
    expect(swept.abandonedAt).not.toBeNull();
    expect(await billedCents(swept.id)).toEqual([-2500, 2500]);

    let confirmed = false;
    const replay = await flow.run(async () => {
      confirmed = true;
    });
    expect(replay).toMatchObject({
      outcome: 'refunded',
      message: Messages.payment.confirmFailedRefunded,
    });
    expect((await flow.payment()).confirmedAt).toBeNull();
    expect(flow.state.refundCalls).toBe(1);
    expect(confirmed).toBe(false);
  });

  test('C69 a replay that arrives after the sweeper abandoned the charge but before its refund ran: the confirm step rolls back and the card is refunded once', async () => {
    const flow = await acceptFlow();
    await flow.run(noConfirmStep);
    const { id } = await flow.payment();
    // The sweeper's first transaction has committed; its refund job has not run yet.
    await ctx.app.db
      .update(payments)
      .set({ confirmedAt: null, abandonedAt: new Date() })
      .where(eq(payments.id, id));
    const marker = `confirm-step-${newKey()}`;
    const replay = await flow.run(async (tx) => {
      await ctx.app.audit.record({ action: marker }, tx);
    });
    expect(replay.outcome).toBe('refunded');
    expect(await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, marker))).toEqual([]);
    const payment = await flow.payment();
    expect(payment.status).toBe('refunded');
    expect(payment.confirmedAt).toBeNull();
    await ctx.app.jobs.enqueue(ctx.app.db, 'payments.refund', { paymentId: id });
    await sweepLater();
    expect(flow.state.refundCalls).toBe(1);
  });

  test("C69 the charge's answer was lost and the flow never retried: the sweeper learns from the gateway that the card was charged, and refunds it", async () => {
    const flow = await acceptFlow();
    flow.state.lose = true;
    await expect(flow.run(noConfirmStep)).rejects.toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    });
    expect((await flow.payment()).status).toBe('pending');

    await sweepLater();
    const swept = await flow.payment();
    expect(swept.status).toBe('refunded');
    expect(swept.confirmedAt).toBeNull();
    expect(await billedCents(swept.id)).toEqual([-2500, 2500]);
  });

  test('a confirmed charge is left alone', async () => {
    const flow = await acceptFlow();
    expect((await flow.run(noConfirmStep)).outcome).toBe('confirmed');
    await sweepLater();
    const payment = await flow.payment();
    expect(payment.status).toBe('charged');
    expect(payment.abandonedAt).toBeNull();
    expect(flow.state.refundCalls).toBe(0);
  });

  test('a charge already refunded by the flow itself is not refunded again', async () => {
    const flow = await acceptFlow();
    const result = await flow.run(async () => {
      throw new Error('test: the accept failed');
    });
    expect(result.outcome).toBe('refunded');
    await sweepLater();
    expect((await flow.payment()).abandonedAt).toBeNull();
    expect(flow.state.refundCalls).toBe(1);
  });
});
