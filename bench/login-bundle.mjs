// `npm run bench -- login-bundle`: the gzipped JavaScript a browser downloads to show /login.
// It builds nothing: it starts the built server (npm run build first), opens /login in Chromium,
// waits until the network is quiet and sums the gzip size of every script the page requested,
// read from the `.gz` copies the web build writes beside each asset.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { cleanupAll, onCleanup } from './lib/cleanup.mjs';
import { printTable } from './lib/report.mjs';
import { assertBuilt, startServer, stopServer, waitHealthy } from './lib/server.mjs';

const TARGET_KB = 150;
// WEB_DIST measures another web build (e.g. an experiment built with --outDir) on the same server.
const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The gzip size of one built asset: its `.gz` copy, or the file compressed here when small. */
async function gzippedBytes(/** @type {string} */ urlPath) {
  const file = path.join(webDist, urlPath);
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** The script URLs (paths) the login page requests until the network has been idle. */
async function loginScripts(/** @type {string} */ baseUrl) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
  });
  onCleanup('close chromium', () => browser.close());
  const page = await browser.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByTestId('login-submit').waitFor();
  await browser.close();
  return [...scripts];
}

export async function run() {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clinicall-bench-login-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      HMAC_SECRET: randomBytes(32).toString('base64url'),
      // Production refuses to start without a mail server and its public address (issue 24).
      ALLOW_NO_SMTP: 'true',
      PUBLIC_URL: 'http://localhost',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
    });
    onCleanup(`stop server ${server.pid}`, () => stopServer(server));
    await waitHealthy(server);
    const scripts = await loginScripts(server.url);
    const rows = await Promise.all(
      scripts.map(async (script) => ({ script, bytes: await gzippedBytes(script) })),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    const totalKb = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024;
    printTable('JavaScript requested by /login (gzip)', [
      ['script', 'kB'],
      ...rows.map(({ script, bytes }) => [script, (bytes / 1024).toFixed(1)]),
      ['total', totalKb.toFixed(1)],
    ]);
    const met = totalKb <= TARGET_KB;
    console.log(
      `\n/login: ${totalKb.toFixed(1)} kB of gzipped JavaScript; target <= ${TARGET_KB} kB: ${met ? 'met' : 'MISSED'}`,
    );
    return met ? 0 : 1;
  } finally {
    await cleanupAll();
  }
}
