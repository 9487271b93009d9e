import { expect, test } from '@playwright/test';
import { Messages } from '../packages/shared/src/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { IDLE_SECONDS, idleBaseURL } from './environment.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

test.use({ baseURL: idleBaseURL });

test('A31 after sessionDuration seconds without input the user is logged out with the message', async ({
  page,
}) => {
  test.setTimeout((IDLE_SECONDS + 30) * 1000);
  await signIn(page, demoAccounts.patientPatel.email);
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?sessionExpired/, { timeout: (IDLE_SECONDS + 10) * 1000 });
  await expect(page.getByText(Messages.login.sessionExpired)).toBeVisible();
});

test('A32 moving the mouse keeps the user signed in past the idle period', async ({ page }) => {
  test.setTimeout((IDLE_SECONDS * 2 + 30) * 1000);
  await signIn(page, demoAccounts.patientJones.email);
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
  const until = Date.now() + (IDLE_SECONDS + 4) * 1000;
  for (let x = 10; Date.now() < until; x = x === 10 ? 200 : 10) {
    await page.mouse.move(x, 300);
    await page.waitForTimeout(2000);
  }
  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
});
