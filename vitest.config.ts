import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Node resolves the server's packages without the bundlers' `module` condition; tests do the same,
 * since some packages (the AWS SDK) point `module` at files Node cannot load.
 */
const serverConditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

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
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Typing tests with user-event take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
