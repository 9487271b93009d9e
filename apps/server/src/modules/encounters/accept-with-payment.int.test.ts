import { Messages } from '@clinicall/shared/messages';
import { SandboxTestCards } from '@clinicall/shared/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import { newKey, payableEncounter, sandboxToken } from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
});

async function acceptWithPayment(
  token: string,
  id: number,
  card: string = SandboxTestCards.approved,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/status/acceptWithPayment',
    headers: { ...bearer(token), 'idempotency-key': newKey() },
    payload: { id, cardToken: await sandboxToken(ctx.app, token, card) },
  });
}

async function rowOf(id: number) {
  const [row] = await ctx.app.db.select().from(encounters).where(eq(encounters.id, id));
  return row!;
}

describe('accepting a card-paid request (C76, C77, C69–C71)', () => {
  test('C76 the card is charged, then the request is accepted with the payment recorded', async () => {
    const encounter = await payableEncounter(ctx.app, world);
    const response = await acceptWithPayment(world.provider.token, encounter.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'confirmed',
      message: null,
      payment: { amount: 25 },
    });
    const row = await rowOf(encounter.id);
    expect(row.status).toBe('ACCEPTED');
    expect(row.transactionId).toBe(response.json().payment.transactionId);
  });

  test('C77 C70 when the accept fails after the charge (here: one’s own request), the charge is refunded with the spec’s message', async () => {
    const encounter = await payableEncounter(ctx.app, world);
    const response = await acceptWithPayment(world.patient.token, encounter.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'refunded',
      message: Messages.payment.confirmFailedRefunded,
    });
    expect((await rowOf(encounter.id)).status).toBe('REQUESTED');
  });

  test('C67 a declined card accepts nothing', async () => {
    const encounter = await payableEncounter(ctx.app, world);
    const response = await acceptWithPayment(
      world.provider.token,
      encounter.id,
      SandboxTestCards.declined,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect((await rowOf(encounter.id)).status).toBe('REQUESTED');
  });

  test('C79 another provider cannot pay to accept someone else’s request (403)', async () => {
    const encounter = await payableEncounter(ctx.app, world);
    const response = await acceptWithPayment(world.otherProvider.token, encounter.id);
    expect(response.statusCode).toBe(403);
    expect((await rowOf(encounter.id)).status).toBe('REQUESTED');
  });
});
