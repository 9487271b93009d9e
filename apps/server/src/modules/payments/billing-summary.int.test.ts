import { describe, expect, test } from 'vitest';
import { billingEntries } from '../../db/schema/payments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer } from '../../test-support/factories.js';
import {
  makePayment,
  makePaymentBody,
  payableEncounter,
  refundPayment,
  sandboxToken,
} from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

const summary = (token: string, query = '') =>
  ctx.app.inject({ url: `/api/patients/billingSummary${query}`, headers: bearer(token) });

/** Entries written at known times, so the order does not depend on how fast the test runs. */
async function entries(world: ClinicWorld, patientId: number, rows: [string, string, number][]) {
  await ctx.app.db.insert(billingEntries).values(
    rows.map(([at, purpose, cents]) => ({
      patientId,
      clinicId: world.clinic.id,
      paymentPurpose: purpose,
      amountCents: cents,
      createdAt: new Date(at),
    })),
  );
}

describe('GET /api/patients/billingSummary', () => {
  test("C107 C113 lists the patient's entries newest first: createdDate, paymentPurpose, amount in USD", async () => {
    const world = await createClinicWorld(ctx.app);
    await entries(world, world.patient.id, [
      ['2026-01-05T10:00:00Z', 'Video Exam with Paula Provider', 2500],
      ['2026-03-01T09:30:00Z', 'In Office Visit with Paula Provider', 7550],
      ['2026-02-10T15:00:00Z', 'Refund: Video Exam with Paula Provider', -2500],
    ]);
    const response = await summary(world.patient.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalElements).toBe(3);
    expect(body.last).toBe(true);
    expect(
      body.content.map((e: Record<string, unknown>) => [e.createdDate, e.paymentPurpose, e.amount]),
    ).toEqual([
      ['2026-03-01T09:30:00.000Z', 'In Office Visit with Paula Provider', 75.5],
      ['2026-02-10T15:00:00.000Z', 'Refund: Video Exam with Paula Provider', -25],
      ['2026-01-05T10:00:00.000Z', 'Video Exam with Paula Provider', 25],
    ]);
    expect(body.content.every((e: { currency: string }) => e.currency === 'USD')).toBe(true);
  });

  test('C107 a charge and its refund appear as they happen', async () => {
    const world = await createClinicWorld(ctx.app);
    const encounter = await payableEncounter(ctx.app, world);
    const paid = await makePayment(
      ctx.app,
      world.patient.token,
      makePaymentBody(encounter, await sandboxToken(ctx.app, world.patient.token)),
    );
    await refundPayment(ctx.app, world.provider.token, paid.json().transactionId);
    const amounts = (await summary(world.patient.token))
      .json()
      .content.map((e: { amount: number }) => e.amount);
    expect(amounts.sort()).toEqual([-25, 25]);
  });

  test('pages: size and page, with last and totalElements', async () => {
    const world = await createClinicWorld(ctx.app);
    await entries(
      world,
      world.patient.id,
      Array.from({ length: 5 }, (_, i) => [`2026-01-0${i + 1}T00:00:00Z`, `Visit ${i + 1}`, 1000]),
    );
    const second = (await summary(world.patient.token, '?page=1&size=2')).json();
    expect(second.content.map((e: { paymentPurpose: string }) => e.paymentPurpose)).toEqual([
      'Visit 3',
      'Visit 2',
    ]);
    expect(second).toMatchObject({ last: false, totalElements: 5 });
    expect((await summary(world.patient.token, '?page=2&size=2')).json().last).toBe(true);
  });

  test("a family head sees a family member's entries; another patient's are refused (403)", async () => {
    const world = await createClinicWorld(ctx.app);
    await entries(world, world.familyMember.id, [['2026-01-01T00:00:00Z', 'Child visit', 1000]]);
    await entries(world, world.otherPatient.id, [['2026-01-01T00:00:00Z', 'Not yours', 1000]]);
    const child = await summary(world.patient.token, `?patientId=${world.familyMember.id}`);
    expect(child.json().content[0].paymentPurpose).toBe('Child visit');
    expect((await summary(world.patient.token)).body).not.toContain('Child visit');
    const other = await summary(world.patient.token, `?patientId=${world.otherPatient.id}`);
    expect(other.statusCode).toBe(403);
    const upward = await summary(world.familyMember.token, `?patientId=${world.patient.id}`);
    expect(upward.statusCode).toBe(403);
  });

  test('C108 only patients see a billing summary: providers, assistants and admins get 403', async () => {
    const world = await createClinicWorld(ctx.app);
    for (const user of [world.provider, world.assistant, world.admin]) {
      const response = await summary(user.token, `?patientId=${world.patient.id}`);
      expect(response.statusCode).toBe(403);
      expect((await summary(user.token)).statusCode).toBe(403);
    }
  });
});
