import { setTimeout as sleep } from 'node:timers/promises';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts.js';
import { byTestId, signIn } from '../support/pages.js';
import { proxyURL } from './cluster.js';
import { expect, pinnedContext, test } from './fixtures.js';

test('issue 24: Redis restarted: a message sent through A while it was away is stored once and the badge of a patient on B is right once Redis is back, with no later event; sign-in limits held meanwhile', async ({
  browser,
  cluster,
  playwright,
}) => {
  test.skip(
    !cluster.ownRedis,
    'no redis-server here: the machine’s shared Redis is never restarted',
  );
  const patientContext = await pinnedContext(browser, 'b');
  const patient = await patientContext.newPage();
  // What the patient's realtime socket receives, to see which event put the badge right.
  const frames: string[] = [];
  patient.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
  );
  await signIn(patient, demoAccounts.patientJones.email);
  await expect(patient).toHaveURL('/');
  const badge = byTestId(patient, TestId.unreadCount);
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  const api = await playwright.request.newContext({
    baseURL: proxyURL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { cookie: 'clinicall_instance=a' },
  });
  const signedIn = await api.post('/api/authenticate', {
    data: { email: demoAccounts.providerRivera.email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const subject = `During the Redis restart ${Date.now()}`;

  await cluster.stopRedis();
  const sent = await api.post('/api/registerTopic', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      subject,
      body: 'Sent while Redis was away.',
      subscribersEmails: [demoAccounts.patientJones.email],
    },
  });
  expect(sent.status()).toBe(201);

  // Sign-in limits count in each instance's memory meanwhile: ten wrong passwords lock the account.
  const email = demoAccounts.familyMember.email;
  for (let i = 0; i < 10; i += 1) {
    const wrong = await api.post('/api/authenticate', {
      data: { email, password: 'Wrong-password-1' },
    });
    expect(wrong.status()).toBe(401);
  }
  const locked = await api.post('/api/authenticate', { data: { email, password: DEMO_PASSWORD } });
  expect(locked.status()).not.toBe(200);
  await sleep(2_000);
  // B's RESYNC makes the page read its unread messages (and the badge's count) again, whether or not the event itself came.
  const reread = patient.waitForResponse((r) => r.url().endsWith('/api/recentUnreadTopics'));
  await cluster.startRedis();
  const back = Date.now();

  // The pub/sub adapter delivers an event sent in the gap only when the sender's connection is
  // back after the receiver's subscription (ioredis queues the publish): not always. So B, once
  // subscribed again, tells its clients to read again what the channel keeps fresh (RESYNC): the
  // badge is right without any later event.
  await expect.poll(() => cluster.adapterSubscribers(), { timeout: 15_000 }).toBe(2);
  expect((await reread).status()).toBe(200);
  await expect(badge).toHaveText(String(before + 1));
  console.log(`redis restart: the badge was right ${Date.now() - back} ms after Redis was back`);
  expect(frames.filter((frame) => frame.includes('"RESYNC"'))).toHaveLength(1);
  const rows = await cluster.query(
    'select count(*)::int as n from messages m join topics t on t.id = m.topic_id where t.subject = $1',
    [subject],
  );
  expect(rows.rows[0].n).toBe(1);
  await api.dispose();
  await patientContext.close();
});
