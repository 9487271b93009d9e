import { expect, test } from '@playwright/test';
import { Messages } from '../packages/shared/src/messages.js';
import { SandboxTestCards } from '../packages/shared/src/payments.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { payWith, toPaymentStep } from './support/booking-wizard.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

test.use({ storageState: storageStateOf('patient') });
// Both journeys book with one provider: one at a time keeps their times apart.
test.describe.configure({ mode: 'serial' });

test('C64 C66 C72 a patient books a paid video visit and pays with the sandbox card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await toPaymentStep(page, true);
  await snap(page, screen(`payment-step-1280.png`), { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen(`payment-step-390.png`), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await payWith(page, SandboxTestCards.approved);
  await expect(byTestId(page, TestId.bookingDialog)).toHaveAttribute('data-level', '1');
  await expect(byTestId(page, TestId.bookingDialog)).toContainText(
    'Your request for a Video Exam encounter with Elena Rivera has been sent',
  );
});

test('C67 C72 a declined card shows the payment problem text; nothing is booked, so the same slot is paid with another card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await toPaymentStep(page);
  await payWith(page, SandboxTestCards.declined);
  const error = byTestId(page, TestId.bookingDialogError);
  await expect(error).toContainText(Messages.generic.error);
  await expect(error).toContainText(Messages.payment.failed);
  await expect(byTestId(page, TestId.bookingDialog)).toContainText('was not booked');
  await snap(page, screen(`payment-declined-1280.png`));
  // The refused booking was withdrawn: the very same slot is still free for the next card.
  await page.getByRole('button', { name: 'Edit' }).click();
  await byTestId(page, TestId.paymentCardNumber).fill(SandboxTestCards.approved);
  await byTestId(page, TestId.wizardContinue).click();
  await byTestId(page, TestId.bookingDialogConfirm).click();
  await expect(byTestId(page, TestId.bookingDialog)).toHaveAttribute('data-level', '1');
});
