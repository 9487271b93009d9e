import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { payments } from '../../db/schema/payments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  makePayment,
  makePaymentBody,
  payableEncounter,
  sandboxToken,
} from '../../test-support/payments.js';
import { setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

// The paid visits are in 2031: far from any cancel cutoff.
const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });

/** A requested $25 video visit the patient paid for at booking (C66). */
async function paidRequest(world: ClinicWorld) {
  await setClinicFlags(ctx.app.db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  const encounter = await payableEncounter(ctx.app, world);
  const cardToken = await sandboxToken(ctx.app, world.patient.token);
  const paid = await makePayment(
    ctx.app,
    world.patient.token,
    makePaymentBody(encounter, cardToken),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return { encounter, transactionId: paid.json<{ transactionId: string }>().transactionId };
}

const setStatus = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/status',
    headers: bearer(token),
    payload: body,
  });

async function paymentStatus(transactionId: string) {
  const [row] = await ctx.app.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, transactionId));
  return row?.status;
}

describe('a request paid at booking', () => {
  test('C66 C78 the provider accepts it with the plain status call: it is paid already', async () => {
    const world = await createClinicWorld(ctx.app);
    const { encounter, transactionId } = await paidRequest(world);
    const accepted = await setStatus(world.provider.token, {
      id: encounter.id,
      status: 'ACCEPTED',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await paymentStatus(transactionId)).toBe('charged');
  });

  test('C80 declined by the provider, its charge is refunded through the queue', async () => {
    const world = await createClinicWorld(ctx.app);
    const { encounter, transactionId } = await paidRequest(world);
    const declined = await setStatus(world.provider.token, {
      id: encounter.id,
      status: 'DECLINED',
      cancelReason: 'Please book an in-office visit instead.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await paymentStatus(transactionId)).toBe('refunded');
    const summary = await ctx.app.inject({
      url: '/api/patients/billingSummary',
      headers: bearer(world.patient.token),
    });
    expect(summary.json<{ content: { amount: number }[] }>().content.map((e) => e.amount)).toEqual([
      -25, 25,
    ]);
  });

  test('C81 cancelled after it was accepted, its charge is refunded too', async () => {
    const world = await createClinicWorld(ctx.app);
    const { encounter, transactionId } = await paidRequest(world);
    expect(
      (await setStatus(world.provider.token, { id: encounter.id, status: 'ACCEPTED' })).statusCode,
    ).toBe(200);
    const cancelled = await setStatus(world.patient.token, {
      id: encounter.id,
      status: 'CANCELLED',
      cancelReason: 'I feel better.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await paymentStatus(transactionId)).toBe('refunded');
  });
});
