import { expect, type Page } from '@playwright/test';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { byTestId, screen } from './pages.js';
import { snap } from './shots.js';

/** To the payment step of a video visit with Dr. Rivera's "Medication review" ($45.00). */
export async function toPaymentStep(page: Page, shoot = false) {
  await page.goto('/patient/appointments/make');
  await byTestId(page, TestId.bookingPersonSearch).fill('Rivera');
  await page.getByRole('radio', { name: /Rivera/ }).click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('radio', { name: 'Video Exam' }).click();
  await page.getByRole('radio', { name: /Medication review/ }).click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('button', { name: 'Later days' }).click();
  await byTestId(page, TestId.bookingSlot).first().click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('combobox', { name: 'Condition' }).fill('Blood');
  // C57: the patient's earlier conditions come first, then common ones.
  await expect(page.getByRole('option', { name: 'High blood pressure' })).toBeVisible();
  if (shoot) {
    await snap(page, screen(`reason-step-1280.png`));
    await page.setViewportSize({ width: 390, height: 844 });
    // The navbar slides away when the layout turns narrow; the shot waits for the page to settle.
    const title = page.getByRole('heading', { level: 1, name: 'Book appointment' });
    await expect.poll(async () => (await title.boundingBox())?.x ?? 999).toBeLessThan(50);
    await snap(page, screen(`reason-step-390.png`));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole('combobox', { name: 'Condition' }).fill('Blood pressure');
  await page.getByLabel('Message to your provider').fill('My new tablets make me dizzy.');
  await byTestId(page, TestId.wizardContinue).click();
  // C34: the sub-type makes it an insurance visit first; the patient chooses to pay.
  await expect(byTestId(page, TestId.bookingPaymentNote)).toBeVisible();
  await page.getByRole('radio', { name: 'Pay myself ($45.00)' }).check();
  await expect(byTestId(page, TestId.paymentCardForm)).toBeVisible();
}

export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Customer name').fill('Priya Patel');
  await page.getByLabel('Address line 1').fill('12 Elm Street');
  await page.getByLabel('Telephone number').fill('555-0100');
  await page.getByLabel('Name on card').fill('Priya Patel');
  await byTestId(page, TestId.paymentCardNumber).fill(cardNumber);
  await byTestId(page, TestId.paymentCardExpiry).fill('12/34');
  await byTestId(page, TestId.paymentCardCvc).fill('123');
  await byTestId(page, TestId.wizardContinue).click();
  await expect(byTestId(page, TestId.bookingDialog)).toContainText('Payment: $45.00 by card');
  await byTestId(page, TestId.bookingDialogConfirm).click();
}
