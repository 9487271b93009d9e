import {
  test as base,
  type APIResponse,
  expect,
  type Browser,
  type BrowserContext,
  type Response,
} from '@playwright/test';
import { startCluster, proxyURL, type Cluster, type InstanceName } from './cluster.js';

/**
 * One cluster for the whole run (one worker): starting two instances on a fresh database and
 * nginx costs half a minute. A failed test restarts the worker, which stops everything first.
 */
export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // Playwright reads which fixtures a fixture needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The database-pause test makes the instances' database stop answering through the proxy.
      const cluster = await startCluster({ databaseProxy: true });
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

export { expect };

/** A browser context whose every request nginx sends to `instance` (the other one is its backup). */
export async function pinnedContext(browser: Browser, instance: InstanceName, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await pinTo(context, instance);
  return context;
}

export async function pinTo(context: BrowserContext, instance: InstanceName) {
  await context.addCookies([{ name: 'clinicall_instance', value: instance, url: proxyURL }]);
}

/** The instance's address that served an answer, as nginx reports it. */
export const servedBy = (response: Response | APIResponse) => response.headers()['x-served-by'];
