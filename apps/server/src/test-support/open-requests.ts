import { Role } from '@clinicall/shared/roles';
import { and, count, eq, sql } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Db } from '../db/database.js';
import { encounters } from '../db/schema/encounters.js';
import { jobs } from '../db/schema/jobs.js';
import { mailOutbox } from '../db/schema/mail.js';
import type { ClinicWorld } from './clinic-world.js';
import {
  GatewayUnavailableError,
  type PaymentGateway,
} from '../modules/payments/payment-gateway.js';
import { createSandboxGateway } from '../modules/payments/sandbox-gateway.js';
import { bearer, createUser, tokenFor } from './factories.js';
import { sellPaidVideoVisits, videoBookingBody } from './paid-booking.js';
import { addVideoType, weeklyAvailability } from './scheduling.js';

export type Visit = { videoTypeId: number; price: number };

const allWeek = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ start: '08:00', end: '20:00' }]]),
);

/** Another provider of the world's clinic who sells the same $25 video visit, 08:00–20:00 UTC. */
export async function anotherSellingProvider(app: App, world: ClinicWorld) {
  const user = await createUser(app.db, Role.provider, {
    clinicId: world.clinic.id,
    firstName: 'Nora',
    lastName: 'Next',
  });
  await weeklyAvailability(app.db, user.id, 'UTC', '2020-01-06', allWeek);
  const videoTypeId = await addVideoType(app.db, user.id, { priceCents: 2500 });
  return { ...user, token: await tokenFor(app, user.id), visit: { videoTypeId, price: 25 } };
}

/** The world's provider sells $25 video visits; answers the visit (see sellPaidVideoVisits). */
export const sellVisits = (app: App, world: ClinicWorld): Promise<Visit> =>
  sellPaidVideoVisits(app, world);

/** Half-hour starts from `firstIso` on: `n` different free times of one day. */
export const halfHours = (firstIso: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(firstIso) + i * 30 * 60_000));

/**
 * `POST /encounters/ownedbypatient` as `token`'s holder: a video visit with `provider` at `start`,
 * unpaid by card at its price (or insurance); `patientId` books for a family member.
 */
export function requestVisit(
  app: App,
  token: string,
  request: {
    provider: { email: string };
    visit: Visit;
    start: Date;
    insurance?: boolean;
    patientId?: number;
  },
) {
  const body = videoBookingBody(
    { provider: request.provider } as ClinicWorld,
    request.visit,
    request.start,
  );
  return app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient',
    headers: bearer(token),
    payload: {
      ...body,
      ...(request.insurance
        ? {
            patientPayment: { paymentType: 'INSURANCE' },
            paymentData: { paymentType: 'INSURANCE', videoTypeId: request.visit.videoTypeId },
          }
        : {}),
      ...(request.patientId ? { patient: { id: request.patientId } } : {}),
    },
  });
}

/** How many appointments `providerId` has, in any status. */
export async function appointmentsOf(app: App, providerId: number) {
  const [row] = await app.db
    .select({ value: count() })
    .from(encounters)
    .where(eq(encounters.providerId, providerId));
  return row?.value ?? 0;
}

/** Mails to `email`, queued or sent (a sent mail's job is deleted, its copy is in the outbox). */
export async function mailsTo(app: App, email: string) {
  const [queued] = await app.db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.type, 'mail.send'), sql`${jobs.payload}->>'to' = ${email}`));
  const [sent] = await app.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email));
  return (queued?.value ?? 0) + (sent?.value ?? 0);
}

/**
 * The sandbox gateway with switches: `lostAnswers` charges the card and loses the answer (the
 * charge stays pending), `lookupsReachable` false makes the sweeper's lookups fail. `db` is read
 * at each call, as the app it serves is built after the gateway.
 */
export function switchableSandbox(db: () => Db) {
  const state = { lostAnswers: false, lookupsReachable: true };
  const sandbox = () => createSandboxGateway(db());
  const gateway: PaymentGateway = {
    kind: 'sandbox',
    async charge(request) {
      const outcome = await sandbox().charge(request);
      if (state.lostAnswers) throw new GatewayUnavailableError('test: answer lost');
      return outcome;
    },
    refund: (request) => sandbox().refund(request),
    async lookup(request) {
      if (!state.lookupsReachable) throw new GatewayUnavailableError('test: unreachable');
      return sandbox().lookup(request);
    },
  };
  return { state, gateway };
}
