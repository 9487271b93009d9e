import { randomUUID } from 'node:crypto';
import { SandboxTestCards, type MakePaymentRequest } from '@clinicall/shared/payments';
import type { Role } from '@clinicall/shared/roles';
import type { App } from '../app.js';
import { RequestContext, signedIn, type SignedInContext } from '../lib/access/request-context.js';
import { and, eq } from 'drizzle-orm';
import { encounters } from '../db/schema/encounters.js';
import { videoEncounterTypes } from '../db/schema/scheduling.js';
import { createPayableEncounters } from '../modules/encounters/payable-encounters.service.js';
import type { PayableEncounter } from '../modules/payments/payments.service.js';
import { addVideoType } from './scheduling.js';
import type { ClinicWorld, SignedIn } from './clinic-world.js';
import { bearer } from './factories.js';

/** A one-time sandbox token for a test card, as the web's sandbox card form gets it. */
export async function sandboxToken(
  app: App,
  token: string,
  cardNumber: string = SandboxTestCards.approved,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    headers: bearer(token),
    payload: { cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  if (response.statusCode !== 200) throw new Error(`tokenize: ${response.body}`);
  return response.json<{ cardToken: string }>().cardToken;
}

/** Each test appointment gets its own hour, so a provider's appointments never overlap. */
let hoursAhead = 0;

async function videoTypeOf(app: App, providerId: number) {
  const [live] = await app.db
    .select({ id: videoEncounterTypes.id })
    .from(videoEncounterTypes)
    .where(and(eq(videoEncounterTypes.providerId, providerId), eq(videoEncounterTypes.slot, 1)));
  return (
    live?.id ?? addVideoType(app.db, providerId, { priceCents: 2500, encounterName: 'Video visit' })
  );
}

/**
 * A requested video visit of the world's patient with its provider that costs $25 by card, as
 * payments see it; `terms` change its patient, payment, price or status.
 */
export async function payableEncounter(
  app: App,
  world: ClinicWorld,
  terms: Partial<{
    patientId: number;
    paymentType: 'CASH' | 'INSURANCE';
    amountCents: number;
    status: string;
  }> = {},
): Promise<PayableEncounter> {
  hoursAhead += 1;
  const start = new Date(Date.UTC(2031, 0, 1) + hoursAhead * 3_600_000);
  const patientId = terms.patientId ?? world.patient.id;
  const [row] = await app.db
    .insert(encounters)
    .values({
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId,
      leadProviderId: world.provider.id,
      ownerId: patientId,
      createdById: patientId,
      type: 'VIDEO',
      status: terms.status ?? 'REQUESTED',
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      videoTypeId: await videoTypeOf(app, world.provider.id),
      paymentType: terms.paymentType ?? 'CASH',
      quantityCents: terms.amountCents ?? 2500,
    })
    .returning({ id: encounters.id });
  return (await createPayableEncounters(app.db).find(row!.id))!;
}

/** C66's body for an encounter, as the payment step sends it. */
export const makePaymentBody = (
  encounter: PayableEncounter,
  cardToken: string,
): MakePaymentRequest => ({
  encounterId: encounter.id,
  encounterType: encounter.type,
  providerEmail: encounter.providerEmail,
  phone: '555-0100',
  nameOnCard: 'Pat Patient',
  cardToken,
  paymentData: { paymentType: 'CASH', videoTypeId: encounter.videoTypeId },
});

export const newKey = () => `test-${randomUUID()}`;

export const makePayment = (
  app: App,
  token: string,
  body: MakePaymentRequest | Record<string, unknown>,
  key: string = newKey(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/makePayment',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body,
  });

export const refundPayment = (
  app: App,
  token: string,
  transactionId: string,
  key: string = newKey(),
) =>
  app.inject({
    method: 'POST',
    url: `/api/refundPayment?transactionId=${transactionId}`,
    headers: { ...bearer(token), 'idempotency-key': key },
  });

/** The request context a route would hand the payments service, for tests that call it directly. */
export function contextOf(app: App, user: SignedIn): SignedInContext {
  const role = user.role as Role;
  const ctx = new RequestContext('127.0.0.1', null, (entry, executor) =>
    app.audit.record(entry, executor),
  );
  ctx.actor = {
    userId: user.id,
    sessionId: 'test-session',
    role,
    email: user.email,
    actingAssistantId: null,
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: [role],
      roomName: null,
      timeZone: null,
      actingAssistant: null,
    },
    // The payments service reads no clinic scope from the actor.
    memberships: [],
  };
  return signedIn(ctx);
}
