import { setTimeout as sleep } from 'node:timers/promises';
import type { APIResponse } from '@playwright/test';
import { Messages } from '../../packages/shared/src/messages.js';
import { demoAccounts } from '../support/accounts.js';
import { ports, type InstanceName } from './cluster.js';
import { expect, test } from './fixtures.js';
import {
  clientOn,
  preparePaidBookings,
  sendPaidBooking,
  whatExists,
  type Client,
} from './paid-bookings.js';

const PAUSE_MS = 30_000;
const instancePort = (name: InstanceName) => (name === 'a' ? ports.a : ports.b);

/**
 * The API's 503: an instance's DATABASE_UNAVAILABLE, or nginx's SERVICE_UNAVAILABLE once it has
 * left both instances out for answering 503 (deploy/nginx); the same message either way.
 */
async function expectUnavailable(answer: APIResponse) {
  expect(answer.status(), await answer.text()).toBe(503);
  const body = (await answer.json()) as { code: string; errorMessage: string };
  expect(['DATABASE_UNAVAILABLE', 'SERVICE_UNAVAILABLE']).toContain(body.code);
  expect(body).toEqual({ code: body.code, errorMessage: Messages.generic.unavailable });
  return body.code;
}

const sendMessage = (provider: Client, subject: string) =>
  provider.api.post('/api/registerTopic', {
    headers: { authorization: `Bearer ${provider.token}` },
    data: {
      subject,
      body: 'Sent as the database went away.',
      subscribersEmails: [demoAccounts.patientPatel.email],
    },
    timeout: 60_000,
  });

test('issue 24: the database’s connections terminated and the database paused for 30 s: requests answer 503 with the unavailable error, nothing is half-written, and both instances recover by themselves', async ({
  cluster,
  playwright,
}) => {
  test.setTimeout(180_000);
  const onA = await clientOn(playwright, 'a', demoAccounts.patientPatel.email);
  const onB = await clientOn(playwright, 'b', demoAccounts.patientPatel.email, onA.token);
  const provider = await clientOn(playwright, undefined, demoAccounts.providerRivera.email);
  const [viaA, viaB, duringPause] = await preparePaidBookings(cluster, onA, 3);
  const processes = { a: cluster.instance('a')?.pid, b: cluster.instance('b')?.pid };
  const subject = `During the database pause ${Date.now()}`;

  const account = (client: Client) =>
    client.api.get('/api/account', {
      headers: { authorization: `Bearer ${client.token}` },
      timeout: 60_000,
    });
  const probe = async (name: InstanceName, path: '/health' | '/ready') => {
    const answer = await fetch(`http://127.0.0.1:${instancePort(name)}${path}`);
    return { status: answer.status, body: (await answer.json()) as object };
  };

  // In flight as the connections are cut: a paid booking through each instance and three messages.
  const inFlight = Promise.all([
    sendPaidBooking(onA, viaA!),
    sendPaidBooking(onB, viaB!),
    ...[1, 2, 3].map((n) => sendMessage(provider, `${subject} ${n}`)),
  ]);
  cluster.pauseDatabase();
  const pausedAt = Date.now();
  // While it is away, through nginx: reads, and a booking sent after the cut; on each instance's
  // own port, what a load balancer's checks read. Each waits for a connection that does not come
  // (5 s), so they are asked at once.
  const during = Promise.all([
    account(onA),
    account(onB),
    account(provider),
    sendPaidBooking(onB, duringPause!),
  ]);
  const checks = Promise.all([
    probe('a', '/health'),
    probe('b', '/health'),
    probe('a', '/ready'),
    probe('b', '/ready'),
  ]);
  const [bookedA, bookedB, ...messages] = await inFlight;
  for (const answer of [bookedA, bookedB, ...messages]) {
    if (answer.status() === 503) await expectUnavailable(answer);
    else expect(answer.status(), await answer.text()).toBe(201);
  }
  for (const answer of await during) await expectUnavailable(answer);
  const [healthA, healthB, readyA, readyB] = await checks;
  for (const health of [healthA, healthB]) {
    expect(health).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        code: 'DATABASE_UNAVAILABLE',
        errorMessage: Messages.generic.unavailable,
      },
    });
  }
  for (const ready of [readyA, readyB]) {
    expect(ready).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        database: { ok: false, problem: 'the database did not answer' },
      },
    });
  }
  // The GETs' 503s made nginx leave both instances out for 5 s: what it answers by itself now is
  // the same 503, not its HTML error page.
  const codes: string[] = [];
  for (const answer of await Promise.all([account(onA), account(onB), account(provider)])) {
    codes.push(await expectUnavailable(answer));
  }
  const duringMs = Date.now() - pausedAt;
  expect(duringMs).toBeLessThan(PAUSE_MS);
  await sleep(PAUSE_MS - duringMs);

  cluster.resumeDatabase();
  const resumedAt = Date.now();
  for (const name of ['a', 'b'] as const) {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${instancePort(name)}/ready`)).status, {
        timeout: 30_000,
      })
      .toBe(200);
  }
  const readyMs = Date.now() - resumedAt;
  // Through nginx once it takes the instances back (at most its fail_timeout, 5 s).
  for (const client of [onA, onB, provider]) {
    await expect.poll(async () => (await account(client)).status(), { timeout: 15_000 }).toBe(200);
  }
  console.log(
    `database pause: answers in flight ${[bookedA, bookedB, ...messages].map((a) => a.status()).join(' ')}; ` +
      `then ${codes.join(' ')}; instances ready ${readyMs} ms and served through nginx ` +
      `${Date.now() - resumedAt} ms after the database answered again`,
  );
  // The same processes: nothing restarted them.
  expect({ a: cluster.instance('a')?.pid, b: cluster.instance('b')?.pid }).toEqual(processes);
  expect(cluster.instance('a')?.exitCode).toBeNull();
  expect(cluster.instance('b')?.exitCode).toBeNull();

  // The client sends again what got no booking, with the same key, through the other instance.
  const retries = [
    { booking: viaA!, first: bookedA, client: onB },
    { booking: viaB!, first: bookedB, client: onA },
    { booking: duringPause!, first: undefined, client: onA },
  ];
  for (const { booking, first, client } of retries) {
    const again = await sendPaidBooking(client, booking);
    const exists = await whatExists(cluster, booking);
    if (again.status() === 201) {
      if (first?.status() === 201) expect(await again.json()).toEqual(await first.json());
      expect(exists).toEqual({ encounters: 1, payments: 1, charged: 1, billingEntries: 1 });
    } else {
      // Its charge was pending when the connection went: the key's lease (2 min) has not run
      // out, so the retry is told it is in progress; booked and reserved once, nothing charged.
      expect(again.status(), await again.text()).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(exists).toEqual({ encounters: 1, payments: 1, charged: 0, billingEntries: 0 });
    }
  }

  // Each message answered 201 exists once, with its one message; none answered 503 was written.
  const sent = messages.filter((answer) => answer.status() === 201).length;
  const rows = await cluster.query(
    `select count(distinct t.id)::int as topics, count(m.id)::int as messages
       from topics t left join messages m on m.topic_id = t.id where t.subject like $1`,
    [`${subject}%`],
  );
  expect(rows.rows[0]).toEqual({ topics: sent, messages: sent });
  for (const client of [onA, onB, provider]) await client.api.dispose();
});
