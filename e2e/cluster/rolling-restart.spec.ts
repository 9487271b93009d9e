import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts.js';
import { proxyURL } from './cluster.js';
import { expect, test } from './fixtures.js';
import { mixedLoad, percentile, type LoadRequest } from './mixed-load.js';

/** The upcoming list's range, as the bench of scheduling reads it: 30 days from now. */
const upcoming = () => {
  const now = new Date();
  const range = new URLSearchParams({
    from: now.toISOString(),
    to: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    status: 'ACCEPTED',
  });
  return `/api/encounters?${range}`;
};

test('issue 24: both instances restarted one after the other under 50 connections of mixed load: no request fails, every write is there once', async ({
  cluster,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: proxyURL, ignoreHTTPSErrors: true });
  const signedIn = await api.post('/api/authenticate', {
    data: { email: demoAccounts.providerRivera.email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const opened = await api.post('/api/registerTopic', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      subject: `Rolling restart ${Date.now()}`,
      body: 'The first message.',
      subscribersEmails: [demoAccounts.patientJones.email],
    },
  });
  expect(opened.ok()).toBe(true);
  const { topicId } = (await opened.json()) as { topicId: number };
  await api.dispose();

  const reads = ['/api/account', upcoming(), '/api/unreadMessagesCount'];
  // One request in ten writes a message; the rest read (the account, the upcoming list, unread).
  const pick = (i: number): LoadRequest =>
    i % 10 === 0
      ? {
          method: 'POST',
          path: '/api/replyMessage',
          body: { topicId: String(topicId), body: `Reply ${i}` },
        }
      : { method: 'GET', path: reads[i % reads.length]! };

  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const load = mixedLoad({ token, connections: 50, pick, stop });
  await sleep(2_000);
  // The README's rolling restart: out of nginx's rotation, SIGTERM (it drains), start, ready, back.
  for (const name of ['a', 'b'] as const) {
    await cluster.setDown(name);
    await cluster.terminate(name);
    await cluster.startInstance(name);
    await cluster.setDown(undefined);
    await sleep(2_000);
  }
  finish();
  const result = await load;
  console.log(
    `rolling restart: ${JSON.stringify(result.outcomes)}, ${result.writes} writes, ${result.retried} sent again (closed unread by a retiring nginx worker), p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms`,
  );
  const failed = Object.entries(result.outcomes).filter(([outcome]) => !/ 2\d\d$/.test(outcome));
  expect(failed).toEqual([]);
  expect(result.writes).toBeGreaterThan(0);

  const rows = await cluster.query('select count(*)::int as n from messages where topic_id = $1', [
    topicId,
  ]);
  expect(rows.rows[0].n).toBe(result.writes + 1);
});
