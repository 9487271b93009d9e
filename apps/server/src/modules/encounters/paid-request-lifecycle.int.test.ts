import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { makePayment, sandboxToken } from '../../test-support/payments.js';
import {
  addVideoType,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 in New York.
const time = pinnedClock('2026-03-09T13:30:00Z');
const ctx = useTestApp({ clock: time.clock });

/** A patient books a $40 video visit and pays for it at booking (C66). */
async function paidRequest(world: ClinicWorld, startTime: string) {
  const db = ctx.app.db;
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await db
    .update(users)
    .set({ timeZone: 'America/New_York' })
    .where(eq(users.id, world.provider.id));
  await weeklyAvailability(
    db,
    world.provider.id,
    'America/New_York',
    '2026-01-05',
    weekdays([{ start: '09:00', end: '12:00' }]),
  );
  const videoTypeId = await addVideoType(db, world.provider.id, {
    durationMinutes: 30,
    priceCents: 4000,
    encounterName: 'Follow-up',
  });
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient',
    headers: bearer(world.patient.token),
    payload: {
      type: 'VIDEO',
      startTime,
      endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
      provider: { email: world.provider.email },
      patientPayment: { paymentType: 'CASH', quantity: 40 },
      paymentData: { paymentType: 'CASH', videoTypeId },
      patientEncounterSymptom: { preCondition: { description: 'Sore throat' } },
      message: { subject: 'Sore throat', messageBody: 'My throat hurts since Friday.' },
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const encounter = booked.json<Encounter>();
  const paid = await makePayment(ctx.app, world.patient.token, {
    encounterId: encounter.id,
    encounterType: 'video',
    providerEmail: world.provider.email,
    phone: '555-0100',
    nameOnCard: 'Pat Patient',
    cardToken: await sandboxToken(ctx.app, world.patient.token),
    paymentData: { paymentType: 'cash', videoTypeId },
  });
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
    const { encounter, transactionId } = await paidRequest(world, '2026-03-11T14:00:00Z');
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
    const { encounter, transactionId } = await paidRequest(world, '2026-03-11T15:00:00Z');
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
      -40, 40,
    ]);
  });

  test('C81 cancelled after it was accepted, its charge is refunded too', async () => {
    const world = await createClinicWorld(ctx.app);
    const { encounter, transactionId } = await paidRequest(world, '2026-03-11T14:30:00Z');
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
