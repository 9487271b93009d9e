import { expect, type Locator, type Page } from '@playwright/test';
import { screen } from '../support/pages.js';

/**
 * Full-page screenshots at desktop and phone width, named `production-<name>-<width>.png` under
 * e2e/.artifacts/screens. At phone width the sidebar slides away: `sidebarLink`, a link of it,
 * is waited out of view so the shot shows the page, not the closing drawer.
 */
export async function shoot(page: Page, name: string, sidebarLink?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (width === 390 && sidebarLink) await expect(sidebarLink).not.toBeInViewport();
    await page.screenshot({
      animations: 'disabled',
      path: screen(`production-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
