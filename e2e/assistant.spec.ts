import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

test('A54–A59 A52 the assistant acts as a provider and logout returns to the assistant', async ({
  page,
}) => {
  await signIn(page, demoAccounts.assistant.email);
  await expect(page).toHaveURL('/assist-dashboard');
  const cards = byTestId(page, TestId.assistProviderCard);
  await expect(cards).toHaveCount(2);
  await expect(byTestId(page, TestId.assistNext)).toBeDisabled();

  await byTestId(page, TestId.assistSearch).fill('Rivera');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await expect(byTestId(page, TestId.assistNext)).toBeEnabled();
  await byTestId(page, TestId.assistNext).click();
  await expect(byTestId(page, TestId.assistDialog)).toBeVisible();
  await byTestId(page, TestId.assistConfirm).click();

  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.actingBanner)).toContainText('Rivera');
  await expect(byTestId(page, TestId.profilePanel)).toContainText(
    demoAccounts.providerRivera.email,
  );

  await byTestId(page, TestId.userMenu).click();
  await byTestId(page, TestId.logout).click();
  await expect(page).toHaveURL('/assist-dashboard');
  await expect(byTestId(page, TestId.actingBanner)).toHaveCount(0);
});
