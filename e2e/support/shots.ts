import { expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { screen } from './pages.js';

type PageShot = Pick<PageScreenshotOptions, 'fullPage' | 'clip'>;

/**
 * A screenshot to look at, saved to `file`, taken with animations stopped: a shot right after a
 * resize would otherwise catch the navigation drawer mid-way.
 */
export function snap(target: Page, file: string, options?: PageShot): Promise<Buffer>;
export function snap(target: Locator, file: string): Promise<Buffer>;
export function snap(target: Page | Locator, file: string, options: PageShot = {}) {
  // A locator takes the same options but a page's own (fullPage, clip), which its overload refuses.
  return (target as Page).screenshot({ ...options, animations: 'disabled', path: file });
}

/** Waits until every animation that ends has ended (a loader's spin never does). */
export async function animationsEnded(page: Page) {
  const moving = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
    );
  await expect.poll(moving).toBe(0);
}

/** The phone's and the desktop's screen, in the order shots take them: the desktop's is left. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/**
 * Full-page shots at the phone's width and then the desktop's, `name-390.png` and
 * `name-1280.png` in e2e/.artifacts/screens; the page is left at the desktop's size. After each
 * resize the shot waits for the page's animations to end and for `ready` (say, the sidebar's link
 * out of view at the phone's width: the drawer starts to slide only once the page has re-rendered).
 */
export async function snapWidths(
  page: Page,
  name: string,
  ready?: (width: number) => Promise<void>,
) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await ready?.(size.width);
    await animationsEnded(page);
    await snap(page, screen(`${name}-${size.width}.png`), { fullPage: true });
  }
}
