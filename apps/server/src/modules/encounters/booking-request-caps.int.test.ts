import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { payments } from '../../db/schema/payments.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import {
  anotherSellingProvider,
  appointmentsOf,
  halfHours,
  mailsTo,
  requestVisit,
  sellVisits,
} from '../../test-support/open-requests.js';
import {
  paidBookingBody,
  postPaidBooking,
  sandboxCardToken,
} from '../../test-support/paid-booking.js';
import { makePayment, newKey, sandboxToken } from '../../test-support/payments.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 UTC; the requests are for Wednesday 11 March.
const time = pinnedClock('2026-03-09T09:30:00Z');
const PER_PROVIDER = 3;
const OVERALL = 6;
const ctx = useTestApp({
  clock: time.clock,
  jobs: { now: time.clock },
  env: {
    BOOKING_OPEN_REQUESTS_PER_PROVIDER: String(PER_PROVIDER),
    BOOKING_OPEN_REQUESTS_OVERALL: String(OVERALL),
    // The rate limit has its own test file: here every call reaches the caps.
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
  },
});

describe('issue 19 path 6: one patient cannot hold a provider’s day with unpaid requests', () => {
  test('C60 issue 19 path 6: fourteen simultaneous unpaid card requests for one provider’s day: exactly the cap get through, the rest are refused with the limit named, the provider gets one mail per request that stood', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', 14);

    const responses = await Promise.all(
      starts.map((start) =>
        requestVisit(ctx.app, world.patient.token, { provider: world.provider, visit, start }),
      ),
    );

    const unexpected = responses
      .filter((r) => r.statusCode !== 201 && r.statusCode !== 409)
      .map((r) => `${r.statusCode} ${r.body}`);
    expect(unexpected).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(PER_PROVIDER);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(14 - PER_PROVIDER);
    for (const response of refused) {
      expect(response.json()).toEqual({
        code: 'OPEN_REQUESTS_LIMIT',
        errorMessage: SchedulingMessages.openRequestsWithProvider(PER_PROVIDER),
      });
    }
    // Nothing else was written: only the requests that stood, their mails and their holds.
    expect(await appointmentsOf(ctx.app, world.provider.id)).toBe(PER_PROVIDER);
    expect(await mailsTo(ctx.app, world.provider.email)).toBe(PER_PROVIDER);
    await ctx.app.jobs.drain();
    expect(await mailsTo(ctx.app, world.provider.email)).toBe(PER_PROVIDER);

    // The rest of the provider's day stays bookable by others.
    const booked = new Set(
      responses.filter((r) => r.statusCode === 201).map((r) => r.json<Encounter>().startTime),
    );
    const free = starts.find((start) => !booked.has(start.toISOString()))!;
    const other = await requestVisit(ctx.app, world.otherPatient.token, {
      provider: world.provider,
      visit,
      start: free,
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  test('issue 19 path 6: the overall cap counts every provider, insurance requests included', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const second = await anotherSellingProvider(ctx.app, world);
    const third = await anotherSellingProvider(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', PER_PROVIDER);
    for (const start of starts) {
      const card = await requestVisit(ctx.app, world.patient.token, {
        provider: world.provider,
        visit,
        start,
      });
      expect(card.statusCode, card.body).toBe(201);
      const insured = await requestVisit(ctx.app, world.patient.token, {
        provider: second,
        visit: second.visit,
        start,
        insurance: true,
      });
      expect(insured.statusCode, insured.body).toBe(201);
    }

    const seventh = await requestVisit(ctx.app, world.patient.token, {
      provider: third,
      visit: third.visit,
      start: new Date('2026-03-12T10:00:00Z'),
    });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual({
      code: 'OPEN_REQUESTS_LIMIT',
      errorMessage: SchedulingMessages.openRequestsOverall(OVERALL),
    });
    expect(await appointmentsOf(ctx.app, third.id)).toBe(0);
    expect(await mailsTo(ctx.app, third.email)).toBe(0);
  });

  test('issue 19 path 6: a family head’s requests for a family member count against the head’s own cap', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const [first, second, third, fourth] = halfHours('2026-03-11T08:00:00Z', 4);
    const asHead = (start: Date, patientId?: number) =>
      requestVisit(ctx.app, world.patient.token, {
        provider: world.provider,
        visit,
        start,
        ...(patientId ? { patientId } : {}),
      });
    expect((await asHead(first!)).statusCode).toBe(201);
    expect((await asHead(second!, world.familyMember.id)).statusCode).toBe(201);
    expect((await asHead(third!, world.familyMember.id)).statusCode).toBe(201);

    const overCap = await asHead(fourth!, world.familyMember.id);
    expect(overCap.statusCode).toBe(409);
    expect(overCap.json().errorMessage).toBe(
      SchedulingMessages.openRequestsWithProvider(PER_PROVIDER),
    );
    const [members] = await ctx.app.db
      .select({ value: count() })
      .from(encounters)
      .where(eq(encounters.patientId, world.familyMember.id));
    expect(members?.value).toBe(2);
  });

  test('C60 C66 issue 19 path 6: a request paid by card or answered no longer counts: the patient books on', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', PER_PROVIDER + 2);
    const ids: number[] = [];
    for (const start of starts.slice(0, PER_PROVIDER)) {
      const booked = await requestVisit(ctx.app, world.patient.token, {
        provider: world.provider,
        visit,
        start,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push(booked.json<Encounter>().id);
    }
    const next = (start: Date) =>
      requestVisit(ctx.app, world.patient.token, { provider: world.provider, visit, start });
    expect((await next(starts[PER_PROVIDER]!)).statusCode).toBe(409);

    // Paying one (C66) commits to it: it no longer counts.
    const paid = await makePayment(ctx.app, world.patient.token, {
      encounterId: ids[0],
      encounterType: 'VIDEO',
      providerEmail: world.provider.email,
      phone: '555-0100',
      nameOnCard: 'Pat Patient',
      cardToken: await sandboxToken(ctx.app, world.patient.token),
      paymentData: { paymentType: 'CASH', videoTypeId: visit.videoTypeId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await next(starts[PER_PROVIDER]!)).statusCode).toBe(201);

    // The provider's answer frees another.
    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/encounters/status',
      headers: bearer(world.provider.token),
      payload: { id: ids[1], status: 'DECLINED', cancelReason: 'Fully booked that day.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await next(starts[PER_PROVIDER + 1]!)).statusCode).toBe(201);

    const open = await ctx.app.db
      .select({ id: encounters.id })
      .from(encounters)
      .where(and(eq(encounters.ownerId, world.patient.id), eq(encounters.status, 'REQUESTED')));
    expect(open).toHaveLength(PER_PROVIDER + 1);
  });

  test('C60 C66 issue 19 path 6: the book-and-pay route is capped the same way, and charges no card when it refuses', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', PER_PROVIDER + 1);
    for (const start of starts.slice(0, PER_PROVIDER)) {
      const booked = await requestVisit(ctx.app, world.patient.token, {
        provider: world.provider,
        visit,
        start,
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const paid = await postPaidBooking(
      ctx.app,
      world.patient.token,
      paidBookingBody(
        world,
        visit,
        starts[PER_PROVIDER]!,
        await sandboxCardToken(ctx.app, world.patient.id),
      ),
      newKey(),
    );
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('OPEN_REQUESTS_LIMIT');
    const charged = await ctx.app.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.patientId, world.patient.id));
    expect(charged).toEqual([]);
    expect(await appointmentsOf(ctx.app, world.provider.id)).toBe(PER_PROVIDER);
  });

  test('C51 issue 19 path 6: a provider scheduling for a patient is not capped by the patient’s requests', async () => {
    const world = await createClinicWorld(ctx.app);
    const visit = await sellVisits(ctx.app, world);
    const starts = halfHours('2026-03-11T08:00:00Z', PER_PROVIDER + 1);
    for (const start of starts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/encounters/ownedbyprovider',
        headers: bearer(world.provider.token),
        payload: {
          type: 'VIDEO',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
          patient: { id: world.patient.id },
          patientPayment: { paymentType: 'CASH', quantity: visit.price },
          paymentData: { paymentType: 'CASH', videoTypeId: visit.videoTypeId },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
