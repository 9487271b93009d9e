import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { videoBookingBody } from '../../test-support/paid-booking.js';
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

describe('a patient books a paid video visit, then pays for it', () => {
  test('C60 C66 C107 C109 the booked appointment is charged its price; the receipt, the appointment and the billing summary agree', async () => {
    const db = ctx.app.db;
    const world = await createClinicWorld(ctx.app);
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
      payload: videoBookingBody(
        world,
        { videoTypeId, price: 40 },
        new Date('2026-03-11T14:00:00Z'),
      ),
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
    expect(paid.json()).toMatchObject({ amount: 40, currency: 'USD', cardLast4: '4242' });

    const [row] = await db
      .select({ transactionId: encounters.transactionId })
      .from(encounters)
      .where(eq(encounters.id, encounter.id));
    expect(row?.transactionId).toBe(paid.json().transactionId);

    const summary = await ctx.app.inject({
      url: '/api/patients/billingSummary',
      headers: bearer(world.patient.token),
    });
    expect(summary.json().content).toEqual([
      expect.objectContaining({ paymentPurpose: 'Video Exam with Paula Provider', amount: 40 }),
    ]);
  });
});
