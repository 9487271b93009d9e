import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Node resolves the server's packages without the bundlers' `module` condition; tests do the same,
 * since some packages (the AWS SDK) point `module` at files Node cannot load.
 */
const serverConditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

/** The web tests that `vi.mock` a module (see the 'web (own modules)' project). */
const webFilesMockingModules = [
  'apps/web/src/features/time-zone/components/zone-prompt.test.tsx',
  'apps/web/src/features/usage-report/routes/usage-report-page.test.tsx',
  'apps/web/src/features/payments/components/card-form.test.tsx',
  'apps/web/src/features/room/call/room-call.test.ts',
  'apps/web/src/features/monitoring/components/rpm-tab.test.tsx',
  'apps/web/src/features/monitoring/components/day-lists.test.tsx',
  'apps/web/src/features/monitoring/components/readings-live.test.tsx',
];

/** One run covers the shared package, the server (unit and integration) and the web app. */
export default defineConfig({
  test: {
    // Each server test file holds an embedded database (~800 MiB); two at a time fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions: ['source', ...defaultServerConditions] },
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker imports the app's module graph once instead of once per file (about a third
          // of a file's time went to those imports). Files stay independent: each opens its own
          // database and app in beforeAll and closes them in afterAll; no server test mocks modules.
          isolate: false,
        },
      },
      {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webFilesMockingModules,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Typing tests with user-event take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
          // A worker keeps one DOM and one module graph for all its files: the per-file import of
          // React, Mantine and the app and a fresh jsdom were two thirds of this project's time
          // (232 s against 66 s). The setup file resets what a file leaves behind (the DOM, storage,
          // toasts, timers, stubbed globals), so files stay independent.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        resolve: { conditions: ['source', ...defaultClientConditions] },
        test: {
          // Files that replace a module (`vi.mock`) keep a module graph of their own, so the
          // replacement cannot reach another file's imports.
          name: 'web (own modules)',
          include: webFilesMockingModules,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
