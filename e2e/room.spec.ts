import { expect, test, type Browser, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

const provider = demoAccounts.providerChen.email;
const patient = demoAccounts.patientPatel.email;

/** Keeps every RTCPeerConnection the page makes, so the test can read its WebRTC stats. */
function collectPeerConnections() {
  const Native = window.RTCPeerConnection;
  const seen: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = seen;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      seen.push(this);
    }
  };
}

/** Frames of remote video decoded so far, over the page's open connections. */
async function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    let frames = 0;
    for (const pc of pcs.filter((p) => p.connectionState !== 'closed')) {
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') {
          frames += report.framesDecoded ?? 0;
        }
      });
    }
    return frames;
  });
}

async function expectFramesIncreasing(page: Page) {
  await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(before);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(collectPeerConnections);
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL('/');
  return page;
}

/** The seeded video visit starting in ten minutes: the provider's row with Join. */
const joinableRow = (page: Page) =>
  byTestId(page, TestId.appointmentRow)
    .filter({ has: page.getByTestId(TestId.appointmentJoin) })
    .filter({ hasText: 'Priya Patel' })
    .filter({ hasText: 'Video' })
    .first();

test('D2 D4 D8 D9 D10 D15 D16 the provider starts, the patient gets the dialog and joins, both decode video, the list shows the patient joined, a room message reaches the patient', async ({
  browser,
}) => {
  const doctor = await signedIn(browser, provider);
  const sick = await signedIn(browser, patient);

  await doctor.goto('/appointments');
  const row = joinableRow(doctor);
  await expect(row).toBeVisible();
  await expect(row.getByTestId(TestId.appointmentSendMessage)).toBeVisible();
  await expect(row.getByTestId(TestId.appointmentPresence)).toHaveAttribute('data-online', 'false');
  await row.getByTestId(TestId.appointmentJoin).click();
  await expect(doctor).toHaveURL(/\/room\/.+/);
  await expect(byTestId(doctor, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');

  await expect(byTestId(sick, TestId.appointmentStartedDialog)).toBeVisible();
  await byTestId(sick, TestId.appointmentStartedJoin).click();
  await expect(sick).toHaveURL(/\/room\/.+/);
  await expect(byTestId(sick, TestId.roomRemoteVideo)).toBeVisible();
  await expect(byTestId(doctor, TestId.roomRemoteVideo)).toBeVisible();

  await expectFramesIncreasing(doctor);
  await expectFramesIncreasing(sick);
  await doctor.screenshot({ path: test.info().outputPath('room-desktop.png') });
  await sick.setViewportSize({ width: 390, height: 844 });
  await sick.screenshot({ path: test.info().outputPath('room-phone.png'), fullPage: true });

  // The provider's list, in another tab, lights up while the patient is in the room.
  const list = await doctor.context().newPage();
  await list.goto('/appointments');
  const started = byTestId(list, TestId.appointmentRow)
    .filter({ hasText: 'Priya Patel' })
    .filter({
      has: list.getByTestId(TestId.appointmentPatientJoined),
    });
  await expect(started.first()).toBeVisible();
  await expect(started.first().getByTestId(TestId.appointmentPresence)).toHaveAttribute(
    'data-online',
    'true',
  );

  // D16: Send Message from the list reaches the patient in the room.
  await started.first().getByTestId(TestId.appointmentSendMessage).click();
  await byTestId(list, TestId.roomMessageInput).fill('I will be with you in a minute.');
  await byTestId(list, TestId.roomMessageSend).click();
  await expect(byTestId(sick, TestId.roomNotice)).toContainText('I will be with you in a minute.');

  await byTestId(sick, TestId.roomLeave).click();
  await expect(started).toHaveCount(0);
  await doctor.context().close();
  await sick.context().close();
});
