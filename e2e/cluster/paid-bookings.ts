import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import { SandboxTestCards } from '../../packages/shared/src/payments.js';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts.js';
import { proxyURL, type Cluster, type InstanceName } from './cluster.js';

/**
 * A patient's card-paid bookings through nginx, as the booking wizard sends them, but from the
 * API: a test needs the same request (body and Idempotency-Key) sent again, to the other instance.
 */
const provider = demoAccounts.providerRivera.email;

/** A signed-in API client whose requests nginx sends to one instance, or to either. */
export type Client = { api: APIRequestContext; token: string };

export async function clientOn(
  playwright: PlaywrightWorkerArgs['playwright'],
  instance: InstanceName | undefined,
  email: string,
  token?: string,
): Promise<Client> {
  const api = await playwright.request.newContext({
    baseURL: proxyURL,
    ignoreHTTPSErrors: true,
    ...(instance ? { extraHTTPHeaders: { cookie: `clinicall_instance=${instance}` } } : {}),
  });
  if (token) return { api, token };
  const signedIn = await api.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!signedIn.ok()) throw new Error(`sign-in of ${email}: ${signedIn.status()}`);
  return { api, token: ((await signedIn.json()) as { token: string }).token };
}

const auth = (client: Client) => ({ authorization: `Bearer ${client.token}` });

/** Dr. Rivera's "Medication review" video visit, as the demo seeds it. */
async function medicationReview(cluster: Cluster) {
  const rows = await cluster.query(
    `select vt.id, vt.price_cents as "priceCents" from video_encounter_types vt
       join users u on u.id = vt.provider_id
      where u.email = $1 and vt.encounter_name = 'Medication review'`,
    [provider],
  );
  return rows.rows[0] as { id: number; priceCents: number };
}

export type PaidBooking = {
  key: string;
  start: string;
  body: Record<string, unknown>;
};

/**
 * `count` requests for free slots of the visit from the day after tomorrow on, each with its
 * own sandbox card token and Idempotency-Key; nothing is sent yet.
 */
export async function preparePaidBookings(
  cluster: Cluster,
  patient: Client,
  count: number,
): Promise<PaidBooking[]> {
  const visit = await medicationReview(cluster);
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({
    date: from,
    email: provider,
    encounterVideoTypeId: String(visit.id),
    days: '14',
    timeZone: 'UTC',
  });
  const answer = await patient.api.get(`/api/appointments/schedule?${query}`, {
    headers: auth(patient),
  });
  if (!answer.ok()) throw new Error(`schedule: ${answer.status()} ${await answer.text()}`);
  const schedule = (await answer.json()) as { duration: number; days: { starts: string[] }[] };
  // Every third slot: no two of them overlap, whatever the visit's length.
  const starts = schedule.days
    .flatMap((day) => day.starts)
    .filter((_, i) => i % 3 === 0)
    .slice(0, count);
  if (starts.length < count) throw new Error(`only ${starts.length} free slots`);
  return Promise.all(
    starts.map(async (start) => {
      const tokenized = await patient.api.post('/api/payments/sandbox/tokens', {
        headers: auth(patient),
        data: {
          cardNumber: SandboxTestCards.approved,
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
        },
      });
      if (!tokenized.ok()) throw new Error(`card token: ${tokenized.status()}`);
      const { cardToken } = (await tokenized.json()) as { cardToken: string };
      const price = visit.priceCents / 100;
      return {
        key: `cluster-${randomUUID()}`,
        start,
        body: {
          booking: {
            type: 'VIDEO',
            startTime: start,
            endTime: new Date(Date.parse(start) + schedule.duration * 60_000).toISOString(),
            provider: { email: provider },
            patientPayment: { paymentType: 'CASH', quantity: price },
            paymentData: { paymentType: 'CASH', videoTypeId: visit.id },
            patientEncounterSymptom: { preCondition: { description: 'High blood pressure' } },
            message: { subject: 'Blood pressure', messageBody: 'My new tablets make me dizzy.' },
          },
          payment: { phone: '555-0100', nameOnCard: 'Priya Patel', cardToken },
        },
      };
    }),
  );
}

/** Sends the booking (again) through `client`, under its Idempotency-Key. */
export function sendPaidBooking(client: Client, booking: PaidBooking): Promise<APIResponse> {
  return client.api.post('/api/encounters/ownedbypatient/paid', {
    headers: { ...auth(client), 'idempotency-key': booking.key },
    data: booking.body,
    // A booking's answer may wait for a duplicate to settle (up to 10 s) or for the database.
    timeout: 60_000,
  });
}

/**
 * Sends the same visit billed to insurance (no card, so no charge to settle) through `client`,
 * under the booking's Idempotency-Key: the plain booking's own replay rule (issue 24).
 */
export function sendInsuredBooking(client: Client, booking: PaidBooking): Promise<APIResponse> {
  const card = booking.body['booking'] as Record<string, unknown>;
  const paymentData = card['paymentData'] as Record<string, unknown>;
  return client.api.post('/api/encounters/ownedbypatient', {
    headers: { ...auth(client), 'idempotency-key': booking.key },
    data: {
      ...card,
      patientPayment: { paymentType: 'INSURANCE' },
      paymentData: { ...paymentData, paymentType: 'INSURANCE' },
    },
    timeout: 60_000,
  });
}

/** What exists of a booking: its appointments at its time, its payments and their billing entries. */
export async function whatExists(cluster: Cluster, booking: PaidBooking) {
  const rows = await cluster.query(
    `select
       (select count(*)::int from encounters e join users u on u.id = e.provider_id
         where u.email = $1 and e.start_time = $2) as encounters,
       (select count(*)::int from payments where idempotency_key = $3) as payments,
       (select count(*)::int from payments where idempotency_key = $3 and status = 'charged') as charged,
       (select count(*)::int from billing_entries b join payments p on p.id = b.payment_id
         where p.idempotency_key = $3) as "billingEntries"`,
    [provider, booking.start, booking.key],
  );
  return rows.rows[0] as {
    encounters: number;
    payments: number;
    charged: number;
    billingEntries: number;
  };
}
