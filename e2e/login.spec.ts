import { expect, test } from '@playwright/test';
import { Messages } from '../packages/shared/src/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, fillLogin, signIn } from './support/pages.js';

const landings = [
  {
    who: 'super admin',
    email: demoAccounts.superAdmin.email,
    url: '/admin-dashboard',
    sees: TestId.navClinics,
  },
  {
    who: 'clinic admin',
    email: demoAccounts.clinicAdmin.email,
    url: '/clinic-admin-dashboard/providers',
    sees: TestId.areaLabel,
  },
  {
    who: 'assistant',
    email: demoAccounts.assistant.email,
    url: '/assist-dashboard',
    sees: TestId.assistProviderList,
  },
  {
    who: 'provider',
    email: demoAccounts.providerRivera.email,
    url: '/',
    sees: TestId.profilePanel,
  },
  { who: 'patient', email: demoAccounts.patientJones.email, url: '/', sees: TestId.profilePanel },
];

test.describe('signing in', () => {
  for (const landing of landings) {
    test(`A18 the ${landing.who} signs in and lands on ${landing.url}`, async ({ page }) => {
      await signIn(page, landing.email);
      await expect(page).toHaveURL(landing.url);
      await expect(byTestId(page, landing.sees)).toBeVisible();
    });
  }

  test('A1 A2 the login page offers its fields; Sign In stays disabled while the form is invalid', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(byTestId(page, TestId.loginEmail)).toBeVisible();
    await expect(byTestId(page, TestId.loginPassword)).toBeVisible();
    await expect(byTestId(page, TestId.loginTerms)).toBeVisible();
    await expect(byTestId(page, TestId.forgotPassword)).toBeVisible();
    await expect(byTestId(page, TestId.loginSubmit)).toBeDisabled();
    await byTestId(page, TestId.loginEmail).fill(demoAccounts.patientPatel.email);
    await expect(byTestId(page, TestId.loginSubmit)).toBeDisabled();
  });

  test('A3 signing in without the terms agreement is refused with the spec message', async ({
    page,
  }) => {
    await page.goto('/login');
    await byTestId(page, TestId.loginEmail).fill(demoAccounts.patientPatel.email);
    await byTestId(page, TestId.loginPassword).fill('Clinicall1');
    await byTestId(page, TestId.loginSubmit).click();
    await expect(page.getByText(Messages.login.termsRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('A5 a wrong password shows "Incorrect Username or Password" and stays on login', async ({
    page,
  }) => {
    await page.goto('/login');
    await fillLogin(page, demoAccounts.patientPatel.email, 'NotThePassword1');
    await expect(byTestId(page, TestId.loginError)).toHaveText(Messages.login.badCredentials);
    await expect(page).toHaveURL(/\/login/);
  });

  test('A14 /login?sessionExpired shows the security logout message', async ({ page }) => {
    await page.goto('/login?sessionExpired');
    await expect(page.getByText(Messages.login.sessionExpired)).toBeVisible();
  });
});
