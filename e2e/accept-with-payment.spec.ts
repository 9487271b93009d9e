import { expect, test } from '@playwright/test';
import { SandboxTestCards } from '../packages/shared/src/payments.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn, screen } from './support/pages.js';
import { snap } from './support/shots.js';

test('C76 C72 a patient accepts a card-priced request through the payment dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAccounts.patientBrown.email);
  await expect(page).toHaveURL('/');
  await page.goto('/appointment-requests/');
  const row = byTestId(page, TestId.appointmentRow).filter({ hasText: 'Rivera' }).first();
  await row.getByTestId(TestId.appointmentAccept).click();
  const dialog = byTestId(page, TestId.acceptPaymentDialog);
  await expect(dialog).toContainText('This appointment costs $');
  await expect(byTestId(page, TestId.paymentCardForm)).toBeVisible();
  await snap(page, screen(`accept-payment-1280.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen(`accept-payment-390.png`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Telephone number').fill('555-0100');
  await page.getByLabel('Name on card').fill('Noah Brown');
  await byTestId(page, TestId.paymentCardNumber).fill(SandboxTestCards.approved);
  await byTestId(page, TestId.paymentCardExpiry).fill('12/34');
  await byTestId(page, TestId.paymentCardCvc).fill('123');
  await byTestId(page, TestId.acceptPaymentSubmit).click();
  await expect(dialog).toHaveAttribute('data-level', 'success');
  await expect(byTestId(page, TestId.acceptPaymentSuccess)).toHaveText(
    'The appointment has been accepted.',
  );
});
