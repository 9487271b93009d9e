import { Messages } from '@clinicall/shared/messages';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { billingEntries, payments, sandboxCardTokens } from '../../db/schema/payments.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  makePayment,
  makePaymentBody,
  newKey,
  payableEncounter,
  sandboxToken,
} from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

async function paidVisit(terms: Parameters<typeof payableEncounter>[2] = {}) {
  const world = await createClinicWorld(ctx.app);
  const encounter = await payableEncounter(ctx.app, world, terms);
  return { world, encounter };
}

const paymentsOf = (encounterId: number) =>
  ctx.app.db.select().from(payments).where(eq(payments.encounterId, encounterId));

const entriesOf = (paymentId: string) =>
  ctx.app.db.select().from(billingEntries).where(eq(billingEntries.paymentId, paymentId));

describe('POST /api/makePayment with the sandbox gateway', () => {
  test('C66 C73 an approved card is charged the encounter price in USD: transactionId and card token back, one billing entry', async () => {
    const { world, encounter } = await paidVisit();
    const card = await sandboxToken(ctx.app, world.patient.token);
    const response = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, card),
    );
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      cardToken: card,
      cardBrand: 'visa',
      cardLast4: '4242',
      amount: 25,
      currency: 'USD',
    });
    const [payment] = await paymentsOf(encounter.id);
    expect(payment).toMatchObject({
      id: receipt.transactionId,
      status: 'charged',
      amountCents: 2500,
      gateway: 'sandbox',
      patientId: world.patient.id,
      providerId: world.provider.id,
    });
    const entries = await entriesOf(receipt.transactionId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amountCents: 2500,
      paymentPurpose: 'Video Exam with Paula Provider',
    });
  });

  test('C67 a declined card answers the spec message, charges nothing and writes no billing entry', async () => {
    const { world, encounter } = await paidVisit();
    const card = await sandboxToken(ctx.app, world.patient.token, SandboxTestCards.declined);
    const response = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, card),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_FAILED',
      errorMessage: Messages.payment.failed,
      detail: Messages.payment.failureDetail.declined,
    });
    const [payment] = await paymentsOf(encounter.id);
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await entriesOf(payment!.id)).toEqual([]);
  });

  test('C67 insufficient funds answers the same message with its own detail; a new key with a good card then pays', async () => {
    const { world, encounter } = await paidVisit();
    const poor = await sandboxToken(
      ctx.app,
      world.patient.token,
      SandboxTestCards.insufficientFunds,
    );
    const failed = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, poor),
    );
    expect(failed.statusCode).toBe(402);
    expect(failed.json().errorMessage).toBe(Messages.payment.failed);
    expect(failed.json().detail).toBe(Messages.payment.failureDetail.insufficient_funds);

    const good = await sandboxToken(ctx.app, world.patient.token);
    const paid = await makePayment(ctx.app, world.patient.token, makePaymentBody(encounter, good));
    expect(paid.statusCode).toBe(200);
    expect((await paymentsOf(encounter.id)).map((p) => p.status).sort()).toEqual([
      'charged',
      'failed',
    ]);
  });

  test('the same key twice replays the first answer and charges once', async () => {
    const { world, encounter } = await paidVisit();
    const body = makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token));
    const key = newKey();
    const first = await makePayment(ctx.app, world.patient.token, body, key);
    const second = await makePayment(ctx.app, world.patient.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(encounter.id)).toHaveLength(1);
    expect(await entriesOf(first.json().transactionId)).toHaveLength(1);
  });

  test('the same key replays a decline as a decline', async () => {
    const { world, encounter } = await paidVisit();
    const card = await sandboxToken(ctx.app, world.patient.token, SandboxTestCards.declined);
    const body = makePaymentBody(encounter, card);
    const key = newKey();
    const first = await makePayment(ctx.app, world.patient.token, body, key);
    const second = await makePayment(ctx.app, world.patient.token, body, key);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(encounter.id)).toHaveLength(1);
  });

  test('a key reused with another body is refused with 409 and charges nothing more', async () => {
    const { world, encounter } = await paidVisit();
    const card = await sandboxToken(ctx.app, world.patient.token);
    const key = newKey();
    await makePayment(ctx.app, world.patient.token, makePaymentBody(encounter, card), key);
    const reused = await makePayment(
      ctx.app,
      world.patient.token,
      { ...makePaymentBody(encounter, card), phone: '555-0199' },
      key,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await paymentsOf(encounter.id)).toHaveLength(1);
  });

  test('concurrent duplicates with one key: one charge, every answer the same', async () => {
    const { world, encounter } = await paidVisit();
    const body = makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token));
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => makePayment(ctx.app, world.patient.token, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().transactionId)).size).toBe(1);
    expect(await paymentsOf(encounter.id)).toHaveLength(1);
    expect(await entriesOf(answers[0]!.json().transactionId)).toHaveLength(1);
  });

  test('a paid encounter is not charged again under another key (409)', async () => {
    const { world, encounter } = await paidVisit();
    const first = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
    );
    expect(first.statusCode).toBe(200);
    const again = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect(await paymentsOf(encounter.id)).toHaveLength(1);
  });

  test('a payment left pending by a crashed request is finished by a retry with its key, once', async () => {
    const { world, encounter } = await paidVisit();
    const body = makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token));
    const key = newKey();
    const first = await makePayment(ctx.app, world.patient.token, body, key);
    // Rewind it to "pending, claimed long ago": what a crash between the insert and the charge leaves.
    await ctx.app.db
      .update(payments)
      .set({ status: 'pending', claimedAt: new Date('2020-01-01'), gatewayTransactionId: null })
      .where(eq(payments.id, first.json().transactionId));
    await ctx.app.db
      .delete(billingEntries)
      .where(eq(billingEntries.paymentId, first.json().transactionId));

    const retry = await makePayment(ctx.app, world.patient.token, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const [payment] = await paymentsOf(encounter.id);
    expect(payment?.status).toBe('charged');
    expect(await entriesOf(payment!.id)).toHaveLength(1);
  });

  test('a missing Idempotency-Key is refused with 400 naming it', async () => {
    const { world, encounter } = await paidVisit();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/makePayment',
      headers: bearer(world.patient.token),
      payload: makePaymentBody(encounter, 'tok_x'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('idempotency-key');
  });

  test('C65 a missing name on card or phone answers the spec texts', async () => {
    const { world, encounter } = await paidVisit();
    const rest: Record<string, unknown> = { ...makePaymentBody(encounter, 'tok_x') };
    delete rest.nameOnCard;
    const noName = await makePayment(ctx.app, world.patient.token, rest);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errorMessage).toBe(Messages.payment.nameOnCardRequired);
    const noPhone = await makePayment(ctx.app, world.patient.token, {
      ...rest,
      nameOnCard: 'Pat',
      phone: '  ',
    });
    expect(noPhone.json().errorMessage).toBe(Messages.payment.phoneRequired);
  });

  test('C62 C63 insurance and a zero cash price charge nothing (409)', async () => {
    for (const terms of [{ paymentType: 'INSURANCE' as const }, { amountCents: 0 }]) {
      const { world, encounter } = await paidVisit(terms);
      const response = await makePayment(
        ctx.app,
        world.patient.token,
        makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PAYMENT_NOT_DUE');
    }
  });

  test('C66 C109 the charge is recorded on the appointment as paymentData.transactionId', async () => {
    const { world, encounter } = await paidVisit();
    const paid = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
    );
    const [row] = await ctx.app.db
      .select({ transactionId: encounters.transactionId })
      .from(encounters)
      .where(eq(encounters.id, encounter.id));
    expect(row?.transactionId).toBe(paid.json().transactionId);
  });

  test('a declined, cancelled or finished appointment is not charged (409)', async () => {
    for (const status of ['DECLINED', 'CANCELLED', 'FINISHED']) {
      const { world, encounter } = await paidVisit({ status });
      const response = await makePayment(
        ctx.app,
        world.patient.token,
        makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
      );
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code).toBe('PAYMENT_NOT_DUE');
    }
  });

  test('the request must describe its encounter: another provider e-mail is refused with 400', async () => {
    const { world, encounter } = await paidVisit();
    const response = await makePayment(ctx.app, world.patient.token, {
      ...makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
      providerEmail: 'someone@else.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain('providerEmail');
  });

  test("who may pay: the patient, their family head and the encounter's provider; not another patient or provider", async () => {
    const { world, encounter } = await paidVisit();
    const child = await payableEncounter(ctx.app, world, { patientId: world.familyMember.id });
    const tryPay = async (token: string, target = encounter) =>
      (
        await makePayment(
          ctx.app,
          token,
          makePaymentBody(target, await sandboxToken(ctx.app, token)),
        )
      ).statusCode;
    expect(await tryPay(world.otherPatient.token)).toBe(403);
    expect(await tryPay(world.otherProvider.token)).toBe(403);
    expect(await tryPay(world.familyMember.token)).toBe(403);
    expect(await tryPay(world.patient.token, child)).toBe(200);
    expect(await tryPay(world.provider.token)).toBe(200);
    const admin = await makePayment(
      ctx.app,
      world.admin.token,
      makePaymentBody(encounter, 'tok_x'),
    );
    expect(admin.statusCode).toBe(403);
  });

  test('an unknown encounter answers 404', async () => {
    const { world, encounter } = await paidVisit();
    const response = await makePayment(ctx.app, world.patient.token, {
      ...makePaymentBody(encounter, 'tok_x'),
      encounterId: 999_999_999,
    });
    expect(response.statusCode).toBe(404);
  });

  test('a sandbox token is used by one charge only', async () => {
    const first = await paidVisit();
    const second = await payableEncounter(ctx.app, first.world);
    const card = await sandboxToken(ctx.app, first.world.patient.token);
    const paid = await makePayment(
      ctx.app,
      first.world.patient.token,
      makePaymentBody(first.encounter, card),
    );
    expect(paid.statusCode).toBe(200);
    const reused = await makePayment(
      ctx.app,
      first.world.patient.token,
      makePaymentBody(second, card),
    );
    expect(reused.statusCode).toBe(402);
    expect(reused.json().detail).toBe(Messages.payment.failureDetail.error);
  });
});

describe('POST /api/payments/sandbox/tokens', () => {
  test('C65 keeps the brand and last four digits, never the card number', async () => {
    const { world } = await paidVisit();
    const token = await sandboxToken(ctx.app, world.patient.token, '5555 5555 5555 4444');
    const rows = await ctx.app.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: 'mastercard', last4: '4444', behaviour: 'approve' });
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
  });

  test('C65 a wrong number, a real card number or an expired card is refused on its field', async () => {
    const { world } = await paidVisit();
    const tokenize = (card: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/tokens',
        headers: bearer(world.patient.token),
        payload: { expMonth: 12, expYear: 2099, cvc: '123', ...card },
      });
    const typo = await tokenize({ cardNumber: '4242424242424241' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual([
      { field: 'cardNumber', message: Messages.payment.cardNumberInvalid },
    ]);
    const real = await tokenize({ cardNumber: '4111111111111111' });
    expect(real.json().fields).toEqual([
      { field: 'cardNumber', message: Messages.payment.testCardsOnly },
    ]);
    const expired = await tokenize({ cardNumber: SandboxTestCards.approved, expYear: 2020 });
    expect(expired.json().fields).toEqual([
      { field: 'expYear', message: Messages.payment.cardExpired },
    ]);
    const clinicAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/tokens',
      headers: bearer(world.admin.token),
      payload: { cardNumber: SandboxTestCards.approved, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(clinicAdmin.statusCode).toBe(403);
  });

  test('GET /api/payments/config names the sandbox to every signed-in user', async () => {
    const { world } = await paidVisit();
    const response = await ctx.app.inject({
      url: '/api/payments/config',
      headers: bearer(world.admin.token),
    });
    expect(response.json()).toEqual({ gateway: 'sandbox', publishableKey: null, currency: 'USD' });
  });
});
