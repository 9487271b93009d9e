import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

test('I29 opening /first-time-login directly goes to login', async ({ page }) => {
  await page.goto('/first-time-login');
  await expect(page).toHaveURL(/\/login$/);
});

test('A8 A33 A35 first-time login forces a new password, then lands on the dashboard', async ({
  page,
}) => {
  await signIn(page, demoAccounts.firstTimeProvider.email);
  await expect(page).toHaveURL('/first-time-login');
  const dialog = byTestId(page, TestId.firstTimeDialog);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await byTestId(page, TestId.newPassword).fill('Firstday2026');
  await byTestId(page, TestId.confirmPassword).fill('Firstday2026');
  await byTestId(page, TestId.changePasswordSubmit).click();
  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.profilePanel)).toContainText(
    demoAccounts.firstTimeProvider.lastName,
  );
});
