import { defineConfig } from '@playwright/test';
import {
  IDLE_SECONDS,
  baseURL,
  idleDataDir,
  idlePort,
  mainDataDir,
  mainPort,
  supportEmail,
  turn,
} from './environment.js';

const server = (port: string, dataDir: string, extra: Record<string, string> = {}) => ({
  command: 'node apps/server/dist/server.js',
  cwd: '..',
  url: `http://127.0.0.1:${port}/health`,
  reuseExistingServer: false,
  // A fresh embedded database is created and seeded at start: a minute or more on a loaded machine.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
    SUPPORT_EMAIL: supportEmail,
    ...extra,
  },
});

/** The every-page walk of the assistant acting as a provider (see its project below). */
const actingWalk = /every page of the acting-assistant/;

export default defineConfig({
  testDir: '.',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous, because every wait is on a condition: a passing step pays nothing for them, and the
  // same machine kind runs up to three times slower in a busy hour (stop 29's CI: sign-in and first
  // page loads past ten seconds, the whole stage 30 minutes against 12 in a quiet one).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: './.artifacts/report.json' }]],
  use: {
    baseURL,
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
      ],
    },
  },
  projects: [
    // Signs each role in once and stores the session for the journeys that only need one.
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'journeys',
      dependencies: ['setup'],
      testIgnore: [/(room|sessions)\.spec\.ts$/, /production\//, /e2e\/cluster\//],
      grepInvert: actingWalk,
    },
    // An assistant holds one acting session per provider (A58): the every-page walk acting as
    // Dr. Chen would end the time-zone journey's, or lose its own, so it walks once they are done.
    {
      name: 'acting walk',
      dependencies: ['journeys'],
      testMatch: /every-page\.spec\.ts$/,
      grep: actingWalk,
    },
    // Signing out everywhere ends the account's other sessions: it runs once no journey needs them.
    {
      name: 'sessions',
      dependencies: ['journeys', 'acting walk'],
      testMatch: /sessions\.spec\.ts$/,
    },
    // Issue 20's production journey starts its own installation (PostgreSQL, SMTP sink, identity
    // provider) and needs none of the demo servers below; with no dependency it fills the worker
    // the acting walk and the sessions journey leave idle.
    {
      name: 'production',
      testMatch: /production\/.*\.spec\.ts$/,
      timeout: 120_000,
    },
    // Video rooms: Chromium with a fake camera and microphone, and no permission prompt.
    {
      name: 'room',
      testMatch: /room\.spec\.ts$/,
      use: {
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: [
    server(mainPort, mainDataDir, {
      TURN_URLS: turn.url,
      TURN_SECRET: turn.secret,
      // Bookable up to the next US clock change (at most ~238 days away) for daylight-saving.spec.ts.
      ENCOUNTER_REQUEST_WINDOW_DAYS: '250',
      // Each role signs in once (auth.setup.ts) and a role's journeys may come 15 minutes apart on a
      // slow machine (stop 33's CI: the stage took 30 minutes; the provider's, patient's and clinic
      // admin's stored sessions had expired for idleness by their last journeys). Idleness itself is
      // shown on the idle server below, with its own short duration.
      SESSION_DURATION: '7200',
    }),
    server(idlePort, idleDataDir, { SESSION_DURATION: String(IDLE_SECONDS) }),
  ],
});
