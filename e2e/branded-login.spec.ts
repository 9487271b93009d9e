import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, fillLogin } from './support/pages.js';

test('A19 A51 a patient signs in on Riverside’s URL, sees its logo, and signs out back there', async ({
  page,
}) => {
  // Any case reaches the clinic (B17): its URL is stored as "riverside".
  await page.goto('/RiverSide');
  const logo = byTestId(page, TestId.brandedLoginLogo);
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', 'Riverside Family Health logo');
  // The logo is really served, not a broken image.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await fillLogin(page, demoAccounts.patientJones.email);
  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();

  await byTestId(page, TestId.userMenu).click();
  await byTestId(page, TestId.logout).click();
  await expect(page).toHaveURL('/riverside');
  await expect(byTestId(page, TestId.brandedLoginLogo)).toBeVisible();
});

test('A19 an unknown custom URL falls back to the site root', async ({ page }) => {
  await page.goto('/no-such-clinic');
  await expect(page).toHaveURL(/\/login/);
});
