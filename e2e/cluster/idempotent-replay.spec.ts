import type { APIResponse } from '@playwright/test';
import { demoAccounts } from '../support/accounts.js';
import type { Cluster } from './cluster.js';
import { expect, servedBy, test } from './fixtures.js';
import {
  clientOn,
  preparePaidBookings,
  sendInsuredBooking,
  sendPaidBooking,
  whatExists,
  type Client,
  type PaidBooking,
} from './paid-bookings.js';

const patient = demoAccounts.patientPatel.email;

type Send = (client: Client, booking: PaidBooking) => Promise<APIResponse>;

/**
 * Two bookings sent as a client retrying would: one to A, its answer lost, then again to B; the
 * other sent to both at once (a double submit nginx spreads over the instances). Each must answer
 * the first answer; what exists of each is answered for the test to count.
 */
async function replayedAndDoubled(
  cluster: Cluster,
  playwright: Parameters<typeof clientOn>[0],
  send: Send,
) {
  const onA = await clientOn(playwright, 'a', patient);
  const onB = await clientOn(playwright, 'b', patient, onA.token);
  const [replayed, doubled] = await preparePaidBookings(cluster, onA, 2);

  const first = await send(onA, replayed!);
  expect(first.status(), await first.text()).toBe(201);
  expect(servedBy(first)).toBe(cluster.address('a'));
  const replay = await send(onB, replayed!);
  expect(servedBy(replay)).toBe(cluster.address('b'));
  expect(replay.status(), await replay.text()).toBe(201);
  expect(await replay.json()).toEqual(await first.json());

  const [one, two] = await Promise.all([send(onA, doubled!), send(onB, doubled!)]);
  expect([one.status(), two.status()], `${await one.text()} ${await two.text()}`).toEqual([
    201, 201,
  ]);
  expect(new Set([servedBy(one), servedBy(two)])).toEqual(
    new Set([cluster.address('a'), cluster.address('b')]),
  );
  expect(await two.json()).toEqual(await one.json());

  await onA.api.dispose();
  await onB.api.dispose();
  return [await whatExists(cluster, replayed!), await whatExists(cluster, doubled!)];
}

test('issue 24: C60 C66 a paid booking sent to A, replayed to B after a timeout with its Idempotency-Key, and another sent to both at once: each answers its first answer, booked and charged once', async ({
  cluster,
  playwright,
}) => {
  const exists = { encounters: 1, payments: 1, charged: 1, billingEntries: 1 };
  expect(await replayedAndDoubled(cluster, playwright, sendPaidBooking)).toEqual([exists, exists]);
});

test('issue 24: C60 a booking without a card sent to A, replayed to B with its Idempotency-Key, and another sent to both at once: each answers the appointment booked once', async ({
  cluster,
  playwright,
}) => {
  // Without the key, the replay would be refused as a taken time: its own first try took it.
  const exists = { encounters: 1, payments: 0, charged: 0, billingEntries: 0 };
  expect(await replayedAndDoubled(cluster, playwright, sendInsuredBooking)).toEqual([
    exists,
    exists,
  ]);
});
