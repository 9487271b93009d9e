import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the super admin reaches the navigation and the account menu from the top bar, and signs out', async ({
    page,
  }) => {
    // A session of its own: the stored super admin session must outlive this logout.
    await signIn(page, demoAccounts.superAdmin.email);
    await expect(page).toHaveURL('/admin-dashboard');
    await expect(byTestId(page, TestId.header)).toBeVisible();

    // The drawer slides in and out of view rather than leaving the page.
    await byTestId(page, TestId.sidebarToggle).click();
    await expect(byTestId(page, TestId.navClinics)).toBeInViewport();
    await byTestId(page, TestId.sidebarToggle).click();
    await expect(byTestId(page, TestId.navClinics)).not.toBeInViewport();

    await byTestId(page, TestId.userMenu).click();
    await expect(byTestId(page, TestId.accountSessionsOpen)).toBeVisible();
    await byTestId(page, TestId.logout).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('spec 3 §2: on a wide screen the super admin area has no header; the sidebar holds the account menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoAccounts.superAdmin.email);
  await expect(byTestId(page, TestId.navClinics)).toBeVisible();
  await expect(byTestId(page, TestId.header)).toHaveCount(0);
  await expect(byTestId(page, TestId.sidebar).getByTestId(TestId.userMenu)).toBeVisible();
});
