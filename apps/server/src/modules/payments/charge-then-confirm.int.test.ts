import { Messages } from '@clinicall/shared/messages';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { billingEntries, payments } from '../../db/schema/payments.js';
import { DomainError } from '../../lib/domain-error.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { contextOf, newKey, payableEncounter, sandboxToken } from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createPayableEncounters } from '../encounters/payable-encounters.service.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import { createPaymentsService, type ConfirmStep } from './payments.service.js';
import { createSandboxGateway } from './sandbox-gateway.js';

const ctx = useTestApp();

type RefundBehaviour = 'works' | 'fails' | 'unreachable';

/** The sandbox, with refunds that work, fail, or cannot reach the gateway (switchable). */
function gatewayWithRefunds(initial: RefundBehaviour) {
  const sandbox = createSandboxGateway(ctx.app.db);
  const state = { refunds: initial, refundCalls: 0 };
  const gateway: PaymentGateway = {
    kind: 'sandbox',
    charge: (request) => sandbox.charge(request),
    lookup: (request) => sandbox.lookup(request),
    async refund(request) {
      state.refundCalls += 1;
      if (state.refunds === 'unreachable') throw new GatewayUnavailableError('test: unreachable');
      if (state.refunds === 'fails') return { status: 'failed', reason: 'charge disputed' };
      return sandbox.refund(request);
    },
  };
  return { gateway, state };
}

async function acceptFlow(refundBehaviour: RefundBehaviour = 'works') {
  const world = await createClinicWorld(ctx.app);
  const encounters = createPayableEncounters(ctx.app.db);
  const encounter = await payableEncounter(ctx.app, world);
  const { gateway, state } = gatewayWithRefunds(refundBehaviour);
  const service = createPaymentsService({
    db: ctx.app.db,
    settings: { gateway: 'sandbox' },
    encounters,
    isSelfOrFamily: async (caller, patient) => caller === patient,
    jobs: ctx.app.jobs,
    gateway,
  });
  const input = async (card: string = SandboxTestCards.approved) => ({
    idempotencyKey: newKey(),
    encounterId: encounter.id,
    cardToken: await sandboxToken(ctx.app, world.provider.token, card),
  });
  const run = (flowInput: Awaited<ReturnType<typeof input>>, confirm: ConfirmStep) =>
    service.chargeThenConfirm(contextOf(ctx.app, world.provider), flowInput, confirm);
  const payment = async () =>
    (await ctx.app.db.select().from(payments).where(eq(payments.encounterId, encounter.id)))[0];
  return { world, encounter, state, input, run, payment };
}

const failingConfirm = async () => {
  throw new DomainError('CONFLICT');
};

const billingOf = (paymentId: string) =>
  ctx.app.db
    .select({ cents: billingEntries.amountCents })
    .from(billingEntries)
    .where(eq(billingEntries.paymentId, paymentId));

describe('charge, then confirm; refund when confirming fails (the accept after payment)', () => {
  test('C76 the charge comes first, then the confirm step; a replay neither charges nor confirms again', async () => {
    const flow = await acceptFlow();
    const input = await flow.input();
    let confirms = 0;
    const result = await flow.run(input, async () => {
      confirms += 1;
    });
    expect(result.outcome).toBe('confirmed');
    const payment = await flow.payment();
    expect(payment?.status).toBe('charged');
    expect(payment?.confirmedAt).not.toBeNull();
    const replay = await flow.run(input, async () => {
      confirms += 1;
    });
    expect(replay).toEqual(result);
    expect(confirms).toBe(1);
  });

  test('C67 C76 a declined card stops the flow before the confirm step', async () => {
    const flow = await acceptFlow();
    let confirmed = false;
    const declined = flow.run(await flow.input(SandboxTestCards.declined), async () => {
      confirmed = true;
    });
    await expect(declined).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      message: Messages.payment.failed,
    });
    expect(confirmed).toBe(false);
  });

  test('C69 C70 C77 a failing confirm step is rolled back and the charge refunded at once, with the refunded message', async () => {
    const flow = await acceptFlow();
    const input = await flow.input();
    const result = await flow.run(input, async () => {
      throw new DomainError('CONFLICT');
    });
    expect(result).toMatchObject({
      outcome: 'refunded',
      message: Messages.payment.confirmFailedRefunded,
    });
    const payment = await flow.payment();
    expect(payment?.status).toBe('refunded');
    expect(payment?.confirmedAt).toBeNull();
    expect((await billingOf(payment!.id)).map((e) => e.cents).sort()).toEqual([-2500, 2500]);
    // Replaying the same flow answers the same, without another refund.
    const replay = await flow.run(input, failingConfirm);
    expect(replay.outcome).toBe('refunded');
    expect(flow.state.refundCalls).toBe(1);
  });

  test("the confirm step writes through the flow's transaction: its writes roll back when it throws", async () => {
    const flow = await acceptFlow();
    const marker = `confirm-step-${newKey()}`;
    await flow.run(await flow.input(), async (tx) => {
      await ctx.app.audit.record({ action: marker }, tx);
      throw new DomainError('CONFLICT');
    });
    const rows = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, marker));
    expect(rows).toEqual([]);
  });

  test('C71 when the refund fails too, the charge stays and the refund-failed message is given (and audited)', async () => {
    const flow = await acceptFlow('fails');
    const result = await flow.run(await flow.input(), failingConfirm);
    expect(result).toMatchObject({
      outcome: 'refund_failed',
      message: Messages.payment.confirmFailedRefundFailed,
    });
    const payment = await flow.payment();
    expect(payment?.status).toBe('charged');
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund-failed'), eq(auditLog.subject, payment!.id)));
    expect(audited).toHaveLength(1);
  });

  test('C69 when the gateway cannot be reached for the refund, the general message is given and the queue refunds later', async () => {
    const flow = await acceptFlow('unreachable');
    const result = await flow.run(await flow.input(), failingConfirm);
    expect(result).toMatchObject({
      outcome: 'refund_pending',
      message: Messages.payment.confirmFailed,
    });
    expect((await flow.payment())?.status).toBe('charged');
    flow.state.refunds = 'works';
    await ctx.app.jobs.drain();
    expect((await flow.payment())?.status).toBe('refunded');
  });
});

describe('without a card gateway (production without Stripe keys)', () => {
  test('the web is told there is none, and a charge is refused with 409, charging nothing', async () => {
    const world = await createClinicWorld(ctx.app);
    const encounters = createPayableEncounters(ctx.app.db);
    const encounter = await payableEncounter(ctx.app, world);
    const service = createPaymentsService({
      db: ctx.app.db,
      settings: { gateway: 'none' },
      encounters,
      isSelfOrFamily: async (caller, patient) => caller === patient,
      jobs: ctx.app.jobs,
    });
    expect(service.config()).toEqual({ gateway: 'none', publishableKey: null, currency: 'USD' });
    expect(service.sandboxActive).toBe(false);
    await expect(
      service.makePayment(contextOf(ctx.app, world.patient), newKey(), {
        encounterId: encounter.id,
        encounterType: 'VIDEO',
        providerEmail: encounter.providerEmail,
        phone: '555-0100',
        nameOnCard: 'Pat Patient',
        cardToken: 'tok_x',
        paymentData: { paymentType: 'CASH' },
      }),
    ).rejects.toMatchObject({ code: 'CARD_PAYMENTS_OFF', status: 409 });
    const rows = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.encounterId, encounter.id));
    expect(rows).toEqual([]);
  });
});
