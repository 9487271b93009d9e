import { SandboxTestCards } from '@clinicall/shared/payments';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { videoEncounterTypes } from '../db/schema/scheduling.js';
import { createSandboxGateway } from '../modules/payments/sandbox-gateway.js';
import type { ClinicWorld } from './clinic-world.js';
import { bearer } from './factories.js';
import { addVideoType, setClinicFlags, weeklyAvailability } from './scheduling.js';

const allWeek = (start: string, end: string) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ start, end }]]));

/**
 * The world's clinic lets patients book and its provider sells a 30-minute video visit by card
 * (reused if it exists), open 08:00–20:00 UTC every day; answers the visit's type and price.
 */
export async function sellPaidVideoVisits(app: App, world: ClinicWorld) {
  await setClinicFlags(app.db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  await weeklyAvailability(
    app.db,
    world.provider.id,
    'UTC',
    '2020-01-06',
    allWeek('08:00', '20:00'),
  );
  const [live] = await app.db
    .select({ id: videoEncounterTypes.id, priceCents: videoEncounterTypes.priceCents })
    .from(videoEncounterTypes)
    .where(
      and(eq(videoEncounterTypes.providerId, world.provider.id), eq(videoEncounterTypes.slot, 1)),
    );
  if (live && live.priceCents > 0) return { videoTypeId: live.id, price: live.priceCents / 100 };
  const videoTypeId = await addVideoType(app.db, world.provider.id, {
    priceCents: 2500,
    encounterName: 'Video visit',
  });
  return { videoTypeId, price: 25 };
}

/** The body of `POST /encounters/ownedbypatient` for a 30-minute video visit starting at `start`. */
export function videoBookingBody(
  world: ClinicWorld,
  visit: { videoTypeId: number; price: number },
  start: Date,
) {
  return {
    type: 'VIDEO',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    provider: { email: world.provider.email },
    patientPayment: { paymentType: 'CASH', quantity: visit.price },
    paymentData: { paymentType: 'CASH', videoTypeId: visit.videoTypeId },
    patientEncounterSymptom: { preCondition: { description: 'Sore throat' } },
    message: { subject: 'Sore throat', messageBody: 'My throat hurts since Friday.' },
  };
}

/** The world's patient books a free 30-minute video visit of `videoTypeId` starting at `start`. */
export function bookFreeVideoVisit(app: App, world: ClinicWorld, videoTypeId: number, start: Date) {
  return app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient',
    headers: bearer(world.patient.token),
    payload: videoBookingBody(world, { videoTypeId, price: 0 }, start),
  });
}

/** The body of `POST /encounters/ownedbypatient/paid` for a 30-minute visit starting at `start`. */
export function paidBookingBody(
  world: ClinicWorld,
  visit: { videoTypeId: number; price: number },
  start: Date,
  cardToken: string,
) {
  return {
    booking: videoBookingBody(world, visit, start),
    payment: { phone: '555-0100', nameOnCard: 'Pat Patient', cardToken },
  };
}

/** A one-time token for a sandbox test card (approved unless `card` says otherwise). */
export async function sandboxCardToken(
  app: App,
  patientId: number,
  card: string = SandboxTestCards.approved,
) {
  const { cardToken } = await createSandboxGateway(app.db).tokenize(patientId, {
    cardNumber: card,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return cardToken;
}

/** `POST /encounters/ownedbypatient/paid` as `token`'s holder, under the idempotency key `key`. */
export function postPaidBooking(app: App, token: string, body: unknown, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient/paid',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}
