import { expect, test } from '@playwright/test';
import { Messages } from '../packages/shared/src/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { byTestId, fillLogin, waitForMail } from './support/pages.js';

const email = demoAccounts.patientBrown.email;

test('A15 A45–A49 the reset password round trip', async ({ page, request }) => {
  await page.goto('/login');
  await byTestId(page, TestId.forgotPassword).click();
  await expect(page).toHaveURL('/reset');
  await byTestId(page, TestId.resetEmail).fill(email);
  await byTestId(page, TestId.resetSubmit).click();
  await expect(page).toHaveURL('/reset/result');
  await expect(byTestId(page, TestId.resetResult)).toBeVisible();

  const mail = await waitForMail(request, email, (m) => m.text.includes('/reset/finish?key='));
  const link = mail.text.match(/https?:\/\/\S+\/reset\/finish\?key=\S+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(byTestId(page, TestId.resetFinishForm)).toBeVisible();
  await byTestId(page, TestId.newPassword).fill('Recovered789');
  await byTestId(page, TestId.confirmPassword).fill('Recovered789');
  await byTestId(page, TestId.resetFinishSubmit).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(Messages.reset.done)).toBeVisible();
  await fillLogin(page, email, 'Recovered789');
  await expect(page).toHaveURL('/');

  // Noah Brown is the on-demand and time-zone journeys' patient too: his demo password goes back.
  const signedIn = await request.post('/api/authenticate', {
    data: { email, password: 'Recovered789' },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const restored = await request.post('/api/account/change_password', {
    headers: { authorization: `Bearer ${token}` },
    data: { oldPassword: 'Recovered789', newPassword: DEMO_PASSWORD },
  });
  expect(restored.ok()).toBe(true);
});

test('A50 an unknown reset key shows the request error and goes to login', async ({ page }) => {
  await page.goto('/reset/finish?key=not-a-real-key');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(Messages.reset.requestFailed)).toBeVisible();
});
