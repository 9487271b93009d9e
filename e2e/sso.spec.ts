import { expect, test } from '@playwright/test';
import { SsoMessages } from '../packages/shared/src/sso.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DemoSso } from '../apps/server/src/seed/demo-sso.js';
import { startTestIdp, type TestIdp } from '../apps/server/src/test-support/sso-idp.js';
import { baseURL } from './environment.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId } from './support/pages.js';

/**
 * Issue 20 point 6: single sign-on through a real OpenID provider (oidc-provider) on loopback,
 * the one the demo seed configured for clinicall.example.
 */
let idp: TestIdp;
test.beforeAll(async () => {
  idp = await startTestIdp({
    port: DemoSso.port,
    redirectUri: `${baseURL}/oauth2/callback/ns`,
    clientId: DemoSso.clientId,
    clientSecret: DemoSso.clientSecret,
  });
  const email = demoAccounts.clinicAdmin.email;
  idp.accounts.set(email, { email, email_verified: true });
});
test.afterAll(async () => idp?.close());

test.describe('single sign-on', () => {
  test('A21 A22 A23 the SSO dialog asks for an e-mail and refuses a domain without SSO', async ({
    page,
  }) => {
    await page.goto('/login');
    await byTestId(page, TestId.loginSso).click();
    const dialog = byTestId(page, TestId.ssoDialog);
    await byTestId(page, TestId.ssoContinue).click();
    await expect(dialog).toContainText(SsoMessages.emailRequired);
    await byTestId(page, TestId.ssoEmail).fill('someone@no-sso.example');
    await byTestId(page, TestId.ssoContinue).click();
    await expect(dialog).toContainText(SsoMessages.noSso);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('A24 a configured domain signs in through the identity provider and lands on the role’s page', async ({
    page,
  }) => {
    await page.goto('/login');
    await byTestId(page, TestId.loginSso).click();
    await byTestId(page, TestId.ssoEmail).fill(demoAccounts.clinicAdmin.email);
    await byTestId(page, TestId.ssoContinue).click();
    // The identity provider's own sign-in form.
    await expect(page).toHaveURL(new RegExp(`^${DemoSso.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill(demoAccounts.clinicAdmin.email);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${baseURL}/clinic-admin-dashboard/providers`);
  });

  test('A13 a refused SSO sign-in shows Login Failed', async ({ page }) => {
    await page.goto('/oauth2/callback/ns?code=x&state=forged');
    await expect(page).toHaveURL(/\/login\?error=authentication_error$/);
    await expect(byTestId(page, TestId.loginNotice)).toContainText('Login Failed');
  });
});
