import { defineConfig } from '@playwright/test';
import { proxyURL } from './cluster.js';

/**
 * `npm run test:cluster`: the journeys of issue 24 through nginx (TLS, WebSockets) in front of two
 * built instances on PostgreSQL and Redis. One worker: the tests share one cluster and kill and
 * restart its instances. Needs `npm run build` first, Debian's nginx, openssl and PostgreSQL.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../.artifacts/cluster-results',
  fullyParallel: false,
  workers: 1,
  // As in the main suite: once more in CI, where the machine may be three times slower in a busy hour
  // (the video visit's 10 s recovery measured 6.3 s quiet and 7.9 s with both cores kept busy).
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: proxyURL,
    // The proxy's certificate is self-signed, made by the test.
    ignoreHTTPSErrors: true,
    // The demo accounts' zone: no "Which time zone?" question in the way.
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Video visits: a fake camera and microphone, no permission prompt, peers on loopback.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
});
