import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, fillLogin } from './support/pages.js';

test('A62 A16 a deep link while signed out returns there after login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, demoAccounts.providerChen.email);
  await expect(page).toHaveURL('/profile');
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
});

test('A16 a remembered dashboard is not a target: the role landing wins', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, demoAccounts.superAdmin.email);
  await expect(page).toHaveURL('/admin-dashboard');
});

test.describe(() => {
  test.use({ storageState: storageStateOf('patient') });

  test('A63 A66 an unknown URL goes to / and a patient cannot open the admin area', async ({
    page,
  }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL('/');
    await page.goto('/admin-dashboard/clinics');
    await expect(page).toHaveURL('/');
    await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
    await expect(byTestId(page, TestId.navClinics)).toHaveCount(0);
  });
});

test('A12 a token in the URL signs in without the form', async ({ page, request }) => {
  const response = await request.post('/api/authenticate', {
    data: { email: demoAccounts.patientJones.email, password: 'Clinicall1' },
  });
  const { token, expires } = (await response.json()) as { token: string; expires: number };
  await page.goto(`/login?token=${encodeURIComponent(token)}&tokenExpires=${expires}`);
  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.profilePanel)).toContainText(
    demoAccounts.patientJones.lastName,
  );
});
