import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { IDLE_SECONDS, idleBaseURL } from './environment.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

// Each journey signs its own sessions in and out: the stored sessions of other journeys stay.

/** Every key under which this app has kept a draft, now or before drafts were keyed by user. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) =>
        /^clinicall\.(draft|booking-draft|notes)\./.test(key),
      ),
    ),
  );
}

/** The patient's wizard up to a reason for the visit: what a shared computer must not keep. */
async function startBookingDraft(page: Page) {
  await page.goto('/patient/appointments/make');
  await byTestId(page, TestId.bookingPersonSearch).fill('Chen');
  await page.getByRole('radio', { name: /Chen/ }).click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('radio', { name: 'Video Exam' }).click();
  await byTestId(page, TestId.bookingVideoTypeOption).first().click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('button', { name: 'Later days' }).click();
  await byTestId(page, TestId.bookingSlot).first().click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('combobox', { name: 'Condition' }).fill('Dry cough');
  await page.getByLabel('Message to your provider').fill('Since Monday, worse at night.');
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage })))
    .toContain('Since Monday, worse at night.');
  expect(await draftKeys(page)).toHaveLength(1);
}

/** The next person signs in on the same browser and finds the wizard as new. */
async function nextPersonFindsNoDraft(page: Page) {
  await signIn(page, demoAccounts.patientJones.email);
  await expect(byTestId(page, TestId.userMenu)).toBeVisible({ timeout: 45_000 });
  await page.goto('/patient/appointments/make');
  await expect(byTestId(page, TestId.wizardStep).getByRole('heading', { level: 2 })).toHaveText(
    '1 Select provider',
  );
  await expect(byTestId(page, TestId.bookingPersonSearch)).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByText('Since Monday')).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
}

test('issue 19 path 9: a patient signs out on a shared browser and the next patient finds no draft', async ({
  page,
}) => {
  await signIn(page, demoAccounts.patientPatel.email);
  await expect(byTestId(page, TestId.userMenu)).toBeVisible({ timeout: 45_000 });
  await startBookingDraft(page);

  await byTestId(page, TestId.userMenu).click();
  await byTestId(page, TestId.logout).click();
  // A51: signing out lands on the clinic's custom login URL, Riverside's in the demo.
  await expect(page).toHaveURL('/riverside');
  expect(await draftKeys(page)).toEqual([]);

  await nextPersonFindsNoDraft(page);
});

test.describe('signed out for idleness', () => {
  test.use({ baseURL: idleBaseURL });

  test('issue 19 path 9 A31: a patient who walks away leaves no draft for the next patient', async ({
    page,
  }) => {
    test.setTimeout((IDLE_SECONDS + 60) * 1000);
    await signIn(page, demoAccounts.patientPatel.email);
    await expect(byTestId(page, TestId.userMenu)).toBeVisible({ timeout: 45_000 });
    await startBookingDraft(page);

    await expect(page).toHaveURL(/\/login\?sessionExpired/, {
      timeout: (IDLE_SECONDS + 10) * 1000,
    });
    expect(await draftKeys(page)).toEqual([]);

    await nextPersonFindsNoDraft(page);
  });
});
