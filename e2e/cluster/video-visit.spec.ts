import type { BrowserContext, Page } from '@playwright/test';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { demoAccounts } from '../support/accounts.js';
import { byTestId, signIn } from '../support/pages.js';
import { collectPeerConnections, expectFramesIncreasing } from '../support/peer-connections.js';
import { checkRoomPass } from '../support/room-passes.js';
import { expect, pinnedContext, test } from './fixtures.js';

// The provider's side sits on instance A, the patient's on B; then A is killed mid-visit.
test.describe.configure({ mode: 'serial' });

let contexts: BrowserContext[] = [];
let doctor: Page;
let sick: Page;
let encounterId: number;

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

async function signedIn(
  browser: Parameters<typeof pinnedContext>[0],
  instance: 'a' | 'b',
  email: string,
) {
  const context = await pinnedContext(browser, instance);
  contexts.push(context);
  await context.addInitScript(collectPeerConnections);
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL('/');
  return page;
}

test('issue 24: a video visit whose provider is on instance A and patient on instance B', async ({
  browser,
  cluster,
}) => {
  doctor = await signedIn(browser, 'a', demoAccounts.providerChen.email);
  sick = await signedIn(browser, 'b', demoAccounts.patientPatel.email);
  await expect.poll(() => cluster.socketsOn('a')).toBeGreaterThanOrEqual(1);
  await expect.poll(() => cluster.socketsOn('b')).toBeGreaterThanOrEqual(1);

  await doctor.goto('/appointments');
  const row = byTestId(doctor, TestId.appointmentRow)
    .filter({ has: doctor.getByTestId(TestId.appointmentJoin) })
    .filter({ hasText: 'Priya Patel' })
    .filter({ hasText: 'Video' })
    .first();
  await row.getByTestId(TestId.appointmentJoin).click();
  await expect(byTestId(doctor, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');
  const pass = new URL(doctor.url()).pathname.split('/').pop()!;
  encounterId = (await checkRoomPass(doctor, pass)).encounterId;

  // The "visit started" event crosses from A, where the provider started it, to B.
  await expect(byTestId(sick, TestId.appointmentStartedDialog)).toBeVisible();
  await byTestId(sick, TestId.appointmentStartedJoin).click();
  await expect(byTestId(sick, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');
  await expect(byTestId(sick, TestId.roomRemoteVideo)).toBeVisible();
  await expect(byTestId(doctor, TestId.roomRemoteVideo)).toBeVisible();
  await expectFramesIncreasing(doctor);
  await expectFramesIncreasing(sick);

  const rows = await cluster.query(
    'select count(*)::int as n from encounters where id = $1 and patient_joined',
    [encounterId],
  );
  expect(rows.rows[0].n).toBe(1);
});

test('issue 24: instance A killed (SIGKILL) mid-visit: both sides are back in the call on B within 10 s, no reload', async ({
  cluster,
}) => {
  const loads: string[] = [];
  for (const page of [doctor, sick]) page.on('load', () => loads.push(page.url()));
  const sockets = (await cluster.socketsOn('a')) + (await cluster.socketsOn('b'));
  expect(await cluster.socketsOn('a')).toBeGreaterThan(0);
  const killed = Date.now();
  await cluster.kill('a');
  // The provider's page saw its instance go (no reload), then joined again through B.
  await expect(byTestId(doctor, TestId.roomPage)).toHaveAttribute('data-phase', 'reconnecting');

  // Back in the call: the provider's page joined the room again, every socket (the provider's
  // reconnected ones too) is on B, and both pages show the other side's video.
  await expect(byTestId(doctor, TestId.roomPage)).toHaveAttribute('data-phase', 'joined', {
    timeout: 10_000,
  });
  await expect.poll(() => cluster.socketsOn('b'), { timeout: 10_000 }).toBe(sockets);
  await expect(byTestId(sick, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');
  for (const page of [doctor, sick])
    await expect(byTestId(page, TestId.roomRemoteVideo)).toBeVisible();
  const recovered = Date.now() - killed;
  console.log(`video visit recovered ${recovered} ms after instance A was killed`);
  expect(recovered).toBeLessThan(10_000);
  // And the video flows both ways over the links formed again.
  await expectFramesIncreasing(doctor);
  await expectFramesIncreasing(sick);
  expect(loads).toEqual([]);

  const rows = await cluster.query(
    `select count(*)::int as n from encounters
      where provider_id = (select id from users where email = $1)
        and patient_id = (select id from users where email = $2) and patient_joined`,
    [demoAccounts.providerChen.email, demoAccounts.patientPatel.email],
  );
  expect(rows.rows[0].n).toBe(1);
  await cluster.startInstance('a');
});
