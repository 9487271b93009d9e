// `npm run bench -- room [--rounds N]`: the time from the provider's Start (Join on the seeded
// visit starting in ten minutes) to the first decoded remote video frame, on loopback, in
// Chromium with a fake camera; the patient joins from the appointment-started dialog in a second
// browser context. Beside it, GET /api/account req/s measured in the same run (same server).
// The built app runs on a fresh embedded database with the demo data. Browser, server and the
// machine's other work share the cores: the times are an upper bound.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { cleanupAll, onCleanup } from './lib/cleanup.mjs';
import { measure } from './lib/load.mjs';
import { fmt, machine, printTable, writeResults } from './lib/report.mjs';
import { assertBuilt, signIn, startServer, stopServer, waitHealthy } from './lib/server.mjs';

const PROVIDER = 'dr.chen@clinicall.example';
const PATIENT = 'priya.patel@clinicall.example';
const PASSWORD = 'Clinicall1';
const TARGET = { medianMs: 2000 };

/** Keeps every RTCPeerConnection the page makes, to read its stats. */
function collectPeerConnections() {
  // Runs in the page, where globalThis is the window.
  const Native = globalThis.RTCPeerConnection;
  const seen = [];
  // @ts-expect-error a bench-only global
  globalThis.__peerConnections = seen;
  globalThis.RTCPeerConnection = class extends Native {
    constructor(/** @type {RTCConfiguration} */ config) {
      super(config);
      seen.push(this);
    }
  };
}

/** @param {import('@playwright/test').Page} page */
const framesDecoded = (page) =>
  page.evaluate(async () => {
    // @ts-expect-error a bench-only global
    const pcs = /** @type {RTCPeerConnection[]} */ (globalThis.__peerConnections);
    let frames = 0;
    for (const pc of pcs.filter((p) => p.connectionState !== 'closed')) {
      (await pc.getStats()).forEach((r) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video') frames += r.framesDecoded ?? 0;
      });
    }
    return frames;
  });

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseURL
 * @param {string} email
 */
async function signedInPage(browser, baseURL, email) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(collectPeerConnections);
  const page = await context.newPage();
  // The appointment-started event reaches only a connected socket: wait for the handshake's answer.
  const connected = page
    .waitForEvent('websocket', (ws) => ws.url().includes('/api/socket'))
    .then((ws) =>
      ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('40') }),
    );
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-terms').check();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  await connected;
  return page;
}

/** One call: Start → the patient's dialog → Join now → first decoded frame at the provider. */
async function oneCall(
  /** @type {import('@playwright/test').Page} */ doctor,
  /** @type {import('@playwright/test').Page} */ patient,
) {
  await doctor.goto('/appointments');
  const join = doctor
    .getByTestId('appointment-row')
    .filter({ hasText: 'Priya Patel' })
    .getByTestId('appointment-join')
    .first();
  await join.waitFor();
  const dialog = patient.getByTestId('appointment-started-join');
  const started = performance.now();
  await join.click();
  await dialog.click({ timeout: 20_000 });
  const deadline = started + 30_000;
  while ((await framesDecoded(doctor)) === 0) {
    if (performance.now() > deadline) throw new Error('no remote frame within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  // Leaving navigates within the app, so the patient's realtime socket stays connected.
  await patient.getByTestId('room-leave').click();
  await doctor.getByTestId('room-leave').click();
  await patient.waitForURL((url) => url.pathname === '/appointments');
  return elapsed;
}

export async function run() {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { rounds: { type: 'string', default: '5' } },
  });
  const rounds = Number(values.rounds);
  assertBuilt();
  const startedAt = new Date();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clinicall-bench-room-'));
  onCleanup('data dir', () => rm(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    onCleanup('server', () => stopServer(server));
    await waitHealthy(server, { timeoutMs: 180_000 });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
    const closeBrowser = onCleanup('browser', () => browser.close());
    const doctor = await signedInPage(browser, server.url, PROVIDER);
    const patient = await signedInPage(browser, server.url, PATIENT);
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < rounds; i += 1) times.push(await oneCall(doctor, patient));
    await closeBrowser();

    const token = await signIn(server.url, { email: PROVIDER, password: PASSWORD });
    const account = await measure({
      url: `${server.url}/api/account`,
      headers: { authorization: `Bearer ${token}` },
      connections: 10,
      durationS: 5,
    });
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    printTable('Start → first decoded remote frame (loopback, Chromium, fake camera)', [
      ['measure', 'value'],
      ['rounds', String(rounds)],
      ['times (ms)', times.map((t) => fmt(t)).join(', ')],
      ['median (ms)', `${fmt(median)} (target < ${TARGET.medianMs})`],
      ['GET /api/account req/s (same run)', fmt(account.requestsPerSec)],
      ['median / one GET /api/account p50', fmt(median / Math.max(account.latencyP50Ms, 1), 1)],
    ]);
    const file = await writeResults('room', startedAt, {
      machine: machine(),
      rounds,
      timesMs: times,
      medianMs: median,
      targetMedianMs: TARGET.medianMs,
      account,
    });
    console.log(`\nResults: ${file}`);
    return median < TARGET.medianMs ? 0 : 1;
  } finally {
    await cleanupAll();
  }
}
