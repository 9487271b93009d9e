import { expect, type Page } from '@playwright/test';

/**
 * How long a page may take to have its data. A first visit downloads the signed-in area's code
 * and asks for its data; on a loaded 2-core machine in a slow hour that has taken over ten
 * seconds (the fresh-clone CI of stop 29), so the wait is generous: it ends as soon as the page
 * is ready, and only a page that never gets there pays it.
 */
const SETTLE_MS = 45_000;

/**
 * Waits until the page has its data: its screen is drawn (every screen, the print views too, has a
 * `main`; before it, the document may be between its code and its first read with nothing in
 * flight), no read in flight (`pending`, the realtime channel left out), no loader or skeleton
 * left. A loader may give way to a page that asks for more, so the quiet is checked again after
 * the loaders have gone.
 */
export async function settle(page: Page, pending: () => string[]) {
  await expect(page.locator('main').first()).toBeAttached({ timeout: SETTLE_MS });
  // Polled often: a page's reads take tens of milliseconds, and the default backoff waits seconds.
  const quiet = () => expect.poll(pending, { timeout: SETTLE_MS, intervals: [50] }).toEqual([]);
  const loaders = page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]');
  await quiet();
  await expect
    .poll(() => loaders.filter({ visible: true }).count(), { timeout: SETTLE_MS, intervals: [50] })
    .toBe(0);
  await quiet();
}
