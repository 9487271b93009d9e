import { expect, type Locator, type Page } from '@playwright/test';
import { snapWidths } from '../support/shots.js';

/**
 * Full-page screenshots at phone and desktop width, named `production-<name>-<width>.png` under
 * e2e/.artifacts/screens. At phone width the sidebar slides away: `sidebarLink`, a link of it,
 * is waited out of view so the shot shows the page, not the closing drawer.
 */
export const shoot = (page: Page, name: string, sidebarLink?: Locator) =>
  snapWidths(page, `production-${name}`, async (width) => {
    if (width === 390 && sidebarLink) await expect(sidebarLink).not.toBeInViewport();
  });
