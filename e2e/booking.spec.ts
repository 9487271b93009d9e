import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId } from './support/pages.js';

test.use({ storageState: storageStateOf('patient') });
// Both journeys book with one provider: one at a time keeps their times apart.
test.describe.configure({ mode: 'serial' });

const chen = demoAccounts.providerChen;

/** From the first step to the date step: Dr. Chen, a video exam of his first video type. */
async function toDateStep(page: Page) {
  await page.goto('/patient/appointments/make');
  await expect(byTestId(page, TestId.bookingEmergency)).toBeVisible();
  await byTestId(page, TestId.bookingPersonSearch).fill('Chen');
  await page.getByRole('radio', { name: /Chen/ }).click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('radio', { name: 'Video Exam' }).click();
  await byTestId(page, TestId.bookingVideoTypeOption).first().click();
  await byTestId(page, TestId.wizardContinue).click();
  // A week ahead, clear of the clinic's notice period and of today's passing hours.
  await page.getByRole('button', { name: 'Later days' }).click();
  await expect(byTestId(page, TestId.bookingSlot).first()).toBeVisible();
}

async function confirmFromSlot(page: Page) {
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('combobox', { name: 'Condition' }).fill('Dry cough');
  await page.getByLabel('Message to your provider').fill('Since Monday, worse at night.');
  await byTestId(page, TestId.wizardContinue).click();
  await expect(byTestId(page, TestId.bookingPaymentNote)).toBeVisible();
  await byTestId(page, TestId.wizardContinue).click();
  await byTestId(page, TestId.bookingDialogConfirm).click();
}

test('C30 C44 C55 C60 C62 a patient books a video visit', async ({ page }) => {
  await toDateStep(page);
  await byTestId(page, TestId.bookingSlot).first().click();
  await confirmFromSlot(page);
  await expect(byTestId(page, TestId.bookingDialog)).toContainText(
    'Your request for a Video Exam encounter with Marcus Chen has been sent',
  );
  await byTestId(page, TestId.bookingDialogClose).click();
  await expect(page).toHaveURL('/');
});

test('a time taken by someone else meanwhile sends the patient back to the date step', async ({
  page,
  request,
}) => {
  await toDateStep(page);
  const slot = byTestId(page, TestId.bookingSlot).first();
  const startTime = await slot.getAttribute('data-start-time');
  await slot.click();

  // Another patient books that very time while this one is still filling in the wizard.
  const signIn = await request.post('/api/authenticate', {
    data: { email: demoAccounts.patientPatel.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const offer = await request.get(`/api/providers/offering?email=${chen.email}`, { headers });
  const accounts = (
    (await offer.json()) as {
      encounterAccounts: {
        encounterType: string;
        encounterVideoTypes: { id: number; duration: number }[];
      }[];
    }
  ).encounterAccounts;
  const videoType = accounts.find((a) => a.encounterType === 'VIDEO')!.encounterVideoTypes[0]!;
  const start = new Date(startTime!);
  const taken = await request.post('/api/encounters/ownedbypatient', {
    headers,
    data: {
      provider: { email: chen.email },
      type: 'VIDEO',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + videoType.duration * 60_000).toISOString(),
      patientPayment: { paymentType: 'INSURANCE' },
      paymentData: { paymentType: 'INSURANCE', videoTypeId: videoType.id },
      patientEncounterSymptom: { preCondition: { description: 'Headache' } },
      message: { messageBody: 'Booked first.' },
    },
  });
  expect(taken.status()).toBe(201);

  await confirmFromSlot(page);
  await expect(byTestId(page, TestId.bookingSlotTaken)).toHaveText(
    'This time slot is no longer available. Please choose another time.',
  );
  await expect(byTestId(page, TestId.wizardStep).getByRole('heading', { level: 2 })).toHaveText(
    '3 Select date & time',
  );
  await expect(page.locator(`[data-start-time="${startTime}"]`)).toHaveCount(0);
  await expect(byTestId(page, TestId.wizardContinue)).toBeDisabled();
});
