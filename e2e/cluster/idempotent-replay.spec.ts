import { demoAccounts } from '../support/accounts.js';
import { expect, servedBy, test } from './fixtures.js';
import {
  clientOn,
  preparePaidBookings,
  sendInsuredBooking,
  sendPaidBooking,
  whatExists,
} from './paid-bookings.js';

const patient = demoAccounts.patientPatel.email;

test('issue 24: C60 C66 a paid booking sent to A, replayed to B after a timeout with its Idempotency-Key, and another sent to both at once: each answers its first answer, booked and charged once', async ({
  cluster,
  playwright,
}) => {
  const onA = await clientOn(playwright, 'a', patient);
  const onB = await clientOn(playwright, 'b', patient, onA.token);
  const [replayed, doubled] = await preparePaidBookings(cluster, onA, 2);

  // The client's first try reached A, which booked and charged; its answer never came back.
  const first = await sendPaidBooking(onA, replayed!);
  expect(first.status(), await first.text()).toBe(201);
  expect(servedBy(first)).toBe(cluster.address('a'));
  const replay = await sendPaidBooking(onB, replayed!);
  expect(servedBy(replay)).toBe(cluster.address('b'));
  expect(replay.status(), await replay.text()).toBe(201);
  expect(await replay.json()).toEqual(await first.json());

  // A double submit that nginx spreads over both instances: one books, the other waits for it.
  const [one, two] = await Promise.all([
    sendPaidBooking(onA, doubled!),
    sendPaidBooking(onB, doubled!),
  ]);
  expect([one.status(), two.status()], `${await one.text()} ${await two.text()}`).toEqual([
    201, 201,
  ]);
  expect(new Set([servedBy(one), servedBy(two)])).toEqual(
    new Set([cluster.address('a'), cluster.address('b')]),
  );
  expect(await two.json()).toEqual(await one.json());

  const exists = { encounters: 1, payments: 1, charged: 1, billingEntries: 1 };
  expect(await whatExists(cluster, replayed!)).toEqual(exists);
  expect(await whatExists(cluster, doubled!)).toEqual(exists);
  await onA.api.dispose();
  await onB.api.dispose();
});

test('issue 24: C60 a booking without a card sent to A, replayed to B with its Idempotency-Key, and another sent to both at once: each answers the appointment booked once', async ({
  cluster,
  playwright,
}) => {
  const onA = await clientOn(playwright, 'a', patient);
  const onB = await clientOn(playwright, 'b', patient, onA.token);
  const [replayed, doubled] = await preparePaidBookings(cluster, onA, 2);

  // Booked through A, its answer lost: the same request through B answers it, not "time taken".
  const first = await sendInsuredBooking(onA, replayed!);
  expect(first.status(), await first.text()).toBe(201);
  expect(servedBy(first)).toBe(cluster.address('a'));
  const replay = await sendInsuredBooking(onB, replayed!);
  expect(servedBy(replay)).toBe(cluster.address('b'));
  expect(replay.status(), await replay.text()).toBe(201);
  expect(await replay.json()).toEqual(await first.json());

  const [one, two] = await Promise.all([
    sendInsuredBooking(onA, doubled!),
    sendInsuredBooking(onB, doubled!),
  ]);
  expect([one.status(), two.status()], `${await one.text()} ${await two.text()}`).toEqual([
    201, 201,
  ]);
  expect(await two.json()).toEqual(await one.json());

  const exists = { encounters: 1, payments: 0, charged: 0, billingEntries: 0 };
  expect(await whatExists(cluster, replayed!)).toEqual(exists);
  expect(await whatExists(cluster, doubled!)).toEqual(exists);
  await onA.api.dispose();
  await onB.api.dispose();
});
