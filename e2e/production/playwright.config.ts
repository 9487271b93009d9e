import { defineConfig } from '@playwright/test';

/**
 * Issue 20's production journey on its own: it starts its own installation (PostgreSQL, SMTP sink,
 * identity provider) in the spec, so it needs none of the demo servers of e2e/playwright.config.ts.
 * `npm run build` first: it runs the built server and the create-admin CLI.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../.artifacts/production-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.artifacts/production-report.json' }]],
  use: {
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
});
