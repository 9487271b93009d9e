import { SandboxTestCards } from '../../packages/shared/src/payments.js';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from '../support/accounts.js';
import { proxyURL } from './cluster.js';
import { payWith, toPaymentStep } from '../support/booking-wizard.js';
import { byTestId, signIn } from '../support/pages.js';
import { expect, pinnedContext, pinTo, servedBy, test } from './fixtures.js';

test('issue 24: signed in through instance A, the session is used on instance B', async ({
  browser,
  cluster,
}) => {
  const context = await pinnedContext(browser, 'a');
  const page = await context.newPage();
  const signingIn = page.waitForResponse((r) => r.url().endsWith('/api/authenticate'));
  await signIn(page, demoAccounts.patientJones.email);
  const signedIn = await signingIn;
  expect(signedIn.status()).toBe(200);
  expect(servedBy(signedIn)).toBe(cluster.address('a'));
  await expect(page).toHaveURL('/');

  await pinTo(context, 'b');
  const reading = page.waitForResponse((r) => r.url().endsWith('/api/account'));
  await page.goto('/');
  const account = await reading;
  expect(account.status()).toBe(200);
  expect(servedBy(account)).toBe(cluster.address('b'));
  await expect(byTestId(page, TestId.unreadCount)).toBeVisible();
  await context.close();
});

test('issue 24: a message sent through instance A raises the unread badge of a patient on B at once', async ({
  browser,
  cluster,
}) => {
  const subject = `Lab results ${Date.now()}`;
  const patientContext = await pinnedContext(browser, 'b');
  const patient = await patientContext.newPage();
  await signIn(patient, demoAccounts.patientJones.email);
  await expect(patient).toHaveURL('/');
  const badge = byTestId(patient, TestId.unreadCount);
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  const providerContext = await pinnedContext(browser, 'a');
  const provider = await providerContext.newPage();
  await signIn(provider, demoAccounts.providerRivera.email);
  await expect(provider).toHaveURL('/');
  await provider.goto('/messages');
  await byTestId(provider, TestId.newMessageButton).click();
  await byTestId(provider, TestId.recipientSearch).fill('Jones');
  await provider.getByRole('checkbox', { name: /Sam Jones/ }).check();
  await byTestId(provider, TestId.messageSubject).fill(subject);
  await byTestId(provider, TestId.messageBody).fill('Your results are in: all normal.');
  const sending = provider.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/registerTopic/.test(r.url()),
  );
  await byTestId(provider, TestId.messageSend).click();
  expect(servedBy(await sending)).toBe(cluster.address('a'));
  await expect(provider).toHaveURL(/\/messages\/\d+$/);

  // No navigation on the patient's side: the realtime event crossed from A to B through Redis.
  await expect(badge).toHaveText(String(before + 1));
  await byTestId(patient, TestId.unreadTopic).filter({ hasText: 'Your results are in' }).click();
  await expect(patient.getByRole('heading', { name: subject })).toBeVisible();

  const rows = await cluster.query(
    'select count(*)::int as n from messages m join topics t on t.id = m.topic_id where t.subject = $1',
    [subject],
  );
  expect(rows.rows[0].n).toBe(1);
  await providerContext.close();
  await patientContext.close();
});

test('issue 24: a patient on instance B books a paid video visit and pays by card; the provider on A sees the request', async ({
  browser,
  cluster,
  playwright,
}) => {
  const patientContext = await pinnedContext(browser, 'b', {
    viewport: { width: 1280, height: 900 },
  });
  const patient = await patientContext.newPage();
  await signIn(patient, demoAccounts.patientJones.email);
  await expect(patient).toHaveURL('/');
  await toPaymentStep(patient);
  const paying = patient.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && r.url().endsWith('/api/encounters/ownedbypatient/paid'),
  );
  await payWith(patient, SandboxTestCards.approved);
  const paid = await paying;
  expect(paid.status()).toBe(201);
  expect(servedBy(paid)).toBe(cluster.address('b'));
  await expect(byTestId(patient, TestId.bookingDialog)).toHaveAttribute('data-level', '1');
  const { id } = ((await paid.json()) as { encounter: { id: number } }).encounter;

  const rows = await cluster.query(
    `select (select count(*)::int from encounters where id = $1) as encounters,
            (select count(*)::int from payments where encounter_id = $1 and status = 'charged') as charged,
            (select count(*)::int from payments where encounter_id = $1) as payments`,
    [id],
  );
  expect(rows.rows[0]).toEqual({ encounters: 1, charged: 1, payments: 1 });
  await patientContext.close();

  // The provider, served by A, finds the request the patient made through B.
  const api = await playwright.request.newContext({
    baseURL: proxyURL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { cookie: 'clinicall_instance=a' },
  });
  const signedIn = await api.post('/api/authenticate', {
    data: { email: demoAccounts.providerRivera.email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const requests = await api.get('/api/encounters/requests?size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(servedBy(requests)).toBe(cluster.address('a'));
  const list = (await requests.json()) as { encountersDTO: Array<{ id: number }> };
  expect(list.encountersDTO.map((e) => e.id)).toContain(id);
  await api.dispose();
});
