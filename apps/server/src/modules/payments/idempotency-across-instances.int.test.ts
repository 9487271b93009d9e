import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { billingEntries, payments } from '../../db/schema/payments.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import {
  paidBookingBody,
  postPaidBooking,
  sandboxCardToken,
  sellPaidVideoVisits,
} from '../../test-support/paid-booking.js';
import {
  makePayment,
  makePaymentBody,
  newKey,
  payableEncounter,
} from '../../test-support/payments.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { createPostgresTestDatabase, openTestDatabase } from '../../test-support/test-database.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

/**
 * Issue 24: a client that gets no answer sends the same request again, and the load balancer may
 * send it to another instance. The keys live in the database both instances use, so either
 * instance answers what the first answered. On PostgreSQL each instance has a pool of its own; PGlite
 * has one connection, so there the two instances share it.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

// Monday 9 March 2026, 09:30 UTC.
const time = pinnedClock('2026-03-09T09:30:00Z');

/** The sandbox, shared by both instances as a real gateway is; counts the charges it is asked for. */
const gatewayCalls = { charges: 0 };
let gatewayDb: Database['db'];
const gateway: PaymentGateway = {
  kind: 'sandbox',
  charge(request) {
    gatewayCalls.charges += 1;
    return createSandboxGateway(gatewayDb).charge(request);
  },
  refund: (request) => createSandboxGateway(gatewayDb).refund(request),
  lookup: (request) => createSandboxGateway(gatewayDb).lookup(request),
};

async function installationDatabases() {
  if (!testDatabaseUrl) {
    const one = await openTestDatabase();
    return { first: one, second: one, close: () => one.close() };
  }
  const created = await createPostgresTestDatabase(testDatabaseUrl);
  const first = await openDatabase({ databaseUrl: created.url });
  const second = await openDatabase({ databaseUrl: created.url });
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await created.drop();
    },
  };
}

let databases: Awaited<ReturnType<typeof installationDatabases>>;
let a: TestContext;
let b: TestContext;
let world: ClinicWorld;
let visit: { videoTypeId: number; price: number };
let nextHour = 0;

beforeAll(async () => {
  databases = await installationDatabases();
  const secrets = { jwtSecret: randomBytes(32), hmacSecret: randomBytes(32) };
  const shared = { ...secrets, clock: time.clock, paymentGateway: gateway };
  a = await createTestApp({ ...shared, database: databases.first });
  b = await createTestApp({ ...shared, database: databases.second });
  gatewayDb = a.app.db;
  world = await createClinicWorld(a.app);
  visit = await sellPaidVideoVisits(a.app, world);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await databases?.close();
});

/** A fresh slot for each story: Thursday 12 March from 09:00 UTC, one hour apart. */
const freshSlot = () => new Date(Date.UTC(2026, 2, 12, 9 + nextHour++));

const encountersAt = (start: Date) =>
  a.app.db
    .select()
    .from(encounters)
    .where(and(eq(encounters.providerId, world.provider.id), eq(encounters.startTime, start)));

const paymentsUnder = (key: string) =>
  a.app.db.select().from(payments).where(eq(payments.idempotencyKey, key));

const entriesOf = (paymentId: string) =>
  b.app.db.select().from(billingEntries).where(eq(billingEntries.paymentId, paymentId));

describe('issue 24: idempotency keys hold across instances', () => {
  test('C60 C66 a paid booking sent to A and replayed to B after a timeout answers the first answer; one booking, one charge', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(
      world,
      visit,
      start,
      await sandboxCardToken(a.app, world.patient.id),
    );
    const charges = gatewayCalls.charges;
    const first = await postPaidBooking(a.app, world.patient.token, body, key);
    const replay = await postPaidBooking(b.app, world.patient.token, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await encountersAt(start)).toHaveLength(1);
    const [payment, ...more] = await paymentsUnder(key);
    expect(more).toHaveLength(0);
    expect(payment!.status).toBe('charged');
    expect(await entriesOf(payment!.id)).toHaveLength(1);
    expect(gatewayCalls.charges - charges).toBe(1);
  });

  test('C60 C66 the same paid booking on A and B at once: exactly one executes, both answer the same appointment', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(
      world,
      visit,
      start,
      await sandboxCardToken(a.app, world.patient.id),
    );
    const charges = gatewayCalls.charges;
    const [one, two] = await Promise.all([
      postPaidBooking(a.app, world.patient.token, body, key),
      postPaidBooking(b.app, world.patient.token, body, key),
    ]);
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await encountersAt(start)).toHaveLength(1);
    expect(await paymentsUnder(key)).toHaveLength(1);
    expect(gatewayCalls.charges - charges).toBe(1);
  });

  test('C66 a payment replayed on the other instance, and sent to both at once, is charged once', async () => {
    const encounter = await payableEncounter(a.app, world);
    const body = makePaymentBody(encounter, await sandboxCardToken(a.app, world.patient.id));
    const key = newKey();
    const charges = gatewayCalls.charges;
    const [one, two] = await Promise.all([
      makePayment(a.app, world.patient.token, body, key),
      makePayment(b.app, world.patient.token, body, key),
    ]);
    const replay = await makePayment(b.app, world.patient.token, body, key);
    expect([one.statusCode, two.statusCode, replay.statusCode]).toEqual([200, 200, 200]);
    expect(two.json()).toEqual(one.json());
    expect(replay.json()).toEqual(one.json());
    const rows = await a.app.db
      .select()
      .from(payments)
      .where(eq(payments.encounterId, encounter.id));
    expect(rows).toHaveLength(1);
    expect(await entriesOf(rows[0]!.id)).toHaveLength(1);
    expect(gatewayCalls.charges - charges).toBe(1);
  });

  test('a key replayed on the other instance with another body is refused there too, and nothing more is booked', async () => {
    const start = freshSlot();
    const key = newKey();
    const body = paidBookingBody(
      world,
      visit,
      start,
      await sandboxCardToken(a.app, world.patient.id),
    );
    expect((await postPaidBooking(a.app, world.patient.token, body, key)).statusCode).toBe(201);
    const otherStart = freshSlot();
    const other = paidBookingBody(world, visit, otherStart, body.payment.cardToken);
    const reused = await postPaidBooking(b.app, world.patient.token, other, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await paymentsUnder(key)).toHaveLength(1);
    expect(await encountersAt(otherStart)).toHaveLength(0);
  });
});
