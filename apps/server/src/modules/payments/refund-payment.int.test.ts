import { SandboxTestCards } from '@clinicall/shared/payments';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { billingEntries, payments, refunds } from '../../db/schema/payments.js';
import { createClinicWorld, createSuperAdminUser } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  makePayment,
  makePaymentBody,
  newKey,
  payableEncounter,
  refundPayment,
  sandboxToken,
} from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

/** A world whose patient paid $25 for a video visit; `card` picks the outcome. */
async function paid(card: string = SandboxTestCards.approved) {
  const world = await createClinicWorld(ctx.app);
  const encounter = await payableEncounter(ctx.app, world);
  const token = await sandboxToken(ctx.app, world.patient.token, card);
  const response = await makePayment(
    ctx.app,
    world.patient.token,
    makePaymentBody(encounter, token),
  );
  const [payment] = await ctx.app.db
    .select()
    .from(payments)
    .where(eq(payments.encounterId, encounter.id));
  return { world, encounter, transactionId: payment!.id, response };
}

const refundsOf = (paymentId: string) =>
  ctx.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe('POST /api/refundPayment', () => {
  test('C69 the provider refunds a payment in full: payment refunded, a negative billing entry (I19)', async () => {
    const { world, transactionId } = await paid();
    const response = await refundPayment(ctx.app, world.provider.token, transactionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ transactionId, amount: 25, currency: 'USD' });
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.id, transactionId));
    expect(payment?.status).toBe('refunded');
    const entries = await ctx.app.db
      .select()
      .from(billingEntries)
      .where(eq(billingEntries.paymentId, transactionId));
    expect(entries.map((e) => e.amountCents).sort()).toEqual([-2500, 2500]);
    expect(entries.find((e) => e.amountCents < 0)?.paymentPurpose).toBe(
      'Refund: Video Exam with Paula Provider',
    );
  });

  test('a refund twice refunds once: the same key replays, another key is refused (409)', async () => {
    const { world, transactionId } = await paid();
    const key = newKey();
    const first = await refundPayment(ctx.app, world.provider.token, transactionId, key);
    const replay = await refundPayment(ctx.app, world.provider.token, transactionId, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await refundPayment(ctx.app, world.provider.token, transactionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REFUNDED');
    expect(await refundsOf(transactionId)).toHaveLength(1);
  });

  test('concurrent refunds of one payment with different keys refund once', async () => {
    const { world, transactionId } = await paid();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundPayment(ctx.app, world.provider.token, transactionId)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect(await refundsOf(transactionId)).toHaveLength(1);
  });

  test('a failed payment is not refundable (409)', async () => {
    const { world, transactionId } = await paid(SandboxTestCards.declined);
    const response = await refundPayment(ctx.app, world.provider.token, transactionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_REFUNDABLE');
  });

  test("who may refund: the payment's provider, the clinic admin and the super admin; not the patient or another provider", async () => {
    const status = async (token: string, transactionId: string) =>
      (await refundPayment(ctx.app, token, transactionId)).statusCode;
    const first = await paid();
    expect(await status(first.world.patient.token, first.transactionId)).toBe(403);
    expect(await status(first.world.otherProvider.token, first.transactionId)).toBe(403);
    expect(await status(first.world.assistant.token, first.transactionId)).toBe(403);
    const other = await createClinicWorld(ctx.app);
    // Issue 19 path 11: another clinic's payment answers as an unknown one.
    const foreign = await refundPayment(ctx.app, other.admin.token, first.transactionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect(await status(first.world.admin.token, first.transactionId)).toBe(200);
    const second = await paid();
    const superAdmin = await createSuperAdminUser(ctx.app);
    expect(await status(superAdmin.token, second.transactionId)).toBe(200);
  });

  test('an unknown payment answers 404; a missing key 400', async () => {
    const { world, transactionId } = await paid();
    const unknown = await refundPayment(
      ctx.app,
      world.provider.token,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/refundPayment?transactionId=${transactionId}`,
      headers: bearer(world.provider.token),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe('idempotency-key');
  });

  test('a refunded payment replays its first answer to makePayment with the same key', async () => {
    const world = await createClinicWorld(ctx.app);
    const encounter = await payableEncounter(ctx.app, world);
    const body = makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token));
    const key = newKey();
    const first = await makePayment(ctx.app, world.patient.token, body, key);
    await refundPayment(ctx.app, world.provider.token, first.json().transactionId);
    const replay = await makePayment(ctx.app, world.patient.token, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
  });
});
