import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId } from './support/pages.js';

test.use({ storageState: storageStateOf('superAdmin') });

// Nobody else's journey resets this account, so asking for a link here disturbs no other test
// (other journeys do send it appointment mail, hence the subject in the filter).
const recipient = demoAccounts.providerChen.email;

test('the super admin opens the development mailbox and reads a mail, whose link opens in a new tab', async ({
  page,
  request,
}) => {
  const asked = await request.post('/api/account/reset_password/init', {
    data: { email: recipient },
  });
  expect(asked.ok()).toBe(true);

  await page.goto('/admin-dashboard');
  await byTestId(page, TestId.navDevMailbox).click();
  await expect(page).toHaveURL('/admin-dashboard/dev-mailbox');
  // The mail worker delivers within moments; Refresh asks again until it is there.
  const mail = byTestId(page, TestId.devMailboxItem)
    .filter({ hasText: `To ${recipient}` })
    .filter({ hasText: 'Reset your Clinicall password' })
    .first();
  await expect(async () => {
    await byTestId(page, TestId.devMailboxRefresh).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await mail.click();

  const reader = byTestId(page, TestId.devMailboxReader);
  await expect(reader).toContainText(`To ${recipient}`);
  const link = page
    .frameLocator(`[data-testid="${TestId.devMailboxHtml}"]`)
    .getByRole('link', { name: 'Choose a new password' });
  await expect(link).toHaveAttribute('href', /\/reset\/finish\?key=/);
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveURL(/\/reset\/finish\?key=/);
  await expect(byTestId(tab, TestId.resetFinishForm)).toBeVisible();
  await tab.close();

  await reader.getByRole('tab', { name: 'Plain text' }).click();
  await expect(byTestId(page, TestId.devMailboxText).getByRole('link')).toHaveAttribute(
    'href',
    /\/reset\/finish\?key=/,
  );
});
