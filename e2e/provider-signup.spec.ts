import { expect, test } from '@playwright/test';
import { FileMessages } from '../packages/shared/src/files.js';
import { SignupMessages } from '../packages/shared/src/signup/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoProviderInvitee } from '../apps/server/src/seed/demo-invitation.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, fillLogin, screen, waitForMail } from './support/pages.js';
import { snap } from './support/shots.js';

/** A 1×1 PNG: enough for the photo picker's preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ storageState: { cookies: [], origins: [] } });

test('F117–F130 the invited provider signs up from the mailed link through five steps, signs in and finds it all on his profile', async ({
  page,
  request,
}) => {
  // A mail, five steps, a sign-in and a profile: longer than one journey's default.
  test.setTimeout(180_000);
  const mail = await waitForMail(request, demoProviderInvitee.email, (m) =>
    m.subject.includes('invites you'),
  );
  const link = /Create my account: (\S+)/.exec(mail.text)?.[1];
  expect(link).toContain('type=PROVIDER');

  await page.goto(link!);
  await expect(page).toHaveURL(/\/signup\/provider\/overview\?token=/);
  await expect(byTestId(page, TestId.signupFirstName)).toHaveValue(demoProviderInvitee.firstName);
  await expect(byTestId(page, TestId.signupEmail)).toHaveValue(demoProviderInvitee.email);
  await expect(page.getByRole('textbox', { name: 'Alternative email' })).toBeDisabled();

  // F119: nothing is flagged until Continue is pressed; then every rule speaks.
  await expect(page.getByText(SignupMessages.required)).toHaveCount(0);
  await byTestId(page, TestId.signupContinue).click();
  await expect(page.getByText(SignupMessages.required).first()).toBeVisible();
  await expect(page).toHaveURL(/\/overview\?/);

  // F121: an address already in use is refused.
  await byTestId(page, TestId.signupEmail).fill(demoAccounts.providerRivera.email);
  await byTestId(page, TestId.signupPassword).fill('abc');
  await byTestId(page, TestId.signupContinue).click();
  await expect(page.getByText(SignupMessages.passwordShort).first()).toBeVisible();
  await expect(page.getByText(SignupMessages.emailInUse)).toBeVisible();
  await byTestId(page, TestId.signupEmail).fill(demoProviderInvitee.email);
  await byTestId(page, TestId.signupPassword).fill('Welcome12');
  await byTestId(page, TestId.signupSecondPassword).fill('Welcome1');
  await byTestId(page, TestId.signupContinue).click();
  await expect(page.getByText(SignupMessages.passwordMismatch)).toBeVisible();
  await byTestId(page, TestId.signupSecondPassword).fill('Welcome12');

  // F118: a photo is chosen, shown and removed; one over 3 MB is refused (F40).
  const photoInput = byTestId(page, TestId.signupPhoto);
  await photoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3_000_001),
  });
  await expect(page.getByText(FileMessages.photoTooLarge)).toBeVisible();
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  // Issue 21 defect 2: the preview is a blob: URL, which the page's policy must let through.
  await expect
    .poll(() =>
      page.locator('img[src^="blob:"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await byTestId(page, TestId.signupPhotoRemove).click();
  await expect(byTestId(page, TestId.signupPhotoRemove)).toHaveCount(0);

  await byTestId(page, TestId.signupPrimarySpecialty).click();
  await page.getByRole('option', { name: 'Cardiology', exact: true }).click();
  await byTestId(page, TestId.signupBriefOverview).fill(
    'Cardiologist caring for adults with heart rhythm problems for twelve years.',
  );
  // F36: a list item is added once, ignoring case.
  for (const item of ['Cardiology', 'cardiology', 'Electrophysiology']) {
    await byTestId(page, TestId.signupSpecialties).fill(item);
    await byTestId(page, TestId.signupSpecialties).press('Enter');
  }
  for (const item of ['English', 'Spanish']) {
    await byTestId(page, TestId.signupLanguages).fill(item);
    await byTestId(page, TestId.signupLanguages).press('Enter');
  }
  await snap(page, screen('provider-signup-overview-1280.png'), { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('provider-signup-overview-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await byTestId(page, TestId.signupContinue).click();

  // F124: at least one office.
  await expect(page).toHaveURL(/\/signup\/provider\/office-insurances\?token=/);
  await byTestId(page, TestId.signupContinue).click();
  await expect(byTestId(page, TestId.signupPlacesError)).toHaveText(SignupMessages.officeRequired);
  await byTestId(page, TestId.signupPlaceName).fill('Riverside Heart Center');
  await byTestId(page, TestId.signupPlaceAddress).fill('12 River Rd, Springfield, IL');
  for (const item of ['Aetna', 'Blue Cross']) {
    await byTestId(page, TestId.signupInsurances).fill(item);
    await byTestId(page, TestId.signupInsurances).press('Enter');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('provider-signup-offices-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await byTestId(page, TestId.signupContinue).click();

  await expect(page).toHaveURL(/\/signup\/provider\/recommendations\?token=/);
  await byTestId(page, TestId.signupRecommendation).fill('Top Doctor, Springfield Magazine 2025');
  await byTestId(page, TestId.signupContinue).click();

  // F125: hospitals are optional; a started box needs both fields.
  await expect(page).toHaveURL(/\/signup\/provider\/hospital-affiliations\?token=/);
  await byTestId(page, TestId.signupPlaceName).fill('Springfield General');
  await byTestId(page, TestId.signupContinue).click();
  await expect(page.getByText(SignupMessages.required)).toBeVisible();
  await byTestId(page, TestId.signupPlaceAddress).fill('800 Main St, Springfield, IL');
  await byTestId(page, TestId.signupContinue).click();

  await expect(page).toHaveURL(/\/signup\/provider\/result\?token=/);
  await expect(byTestId(page, TestId.signupResult)).toContainText(SignupMessages.succeeded);
  await expect(byTestId(page, TestId.signupResult)).toContainText(SignupMessages.continueToAccount);
  await snap(page, screen('provider-signup-result-1280.png'), { fullPage: true });
  await byTestId(page, TestId.signupToLogin).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, demoProviderInvitee.email, 'Welcome12');
  await expect(byTestId(page, TestId.dashboardTabs)).toBeVisible();

  // What he entered at sign-up is his profile (F48–F51).
  await page.goto('/account/profile');
  const profile = byTestId(page, TestId.providerProfile);
  for (const text of [
    'Cardiologist caring for adults',
    'Electrophysiology',
    'Spanish',
    'Blue Cross',
    'Riverside Heart Center',
    'Top Doctor, Springfield Magazine 2025',
    'Springfield General',
  ]) {
    await expect(profile).toContainText(text);
  }

  // F130: the used link is refused with a clear message.
  await page.goto(link!);
  await expect(byTestId(page, TestId.signupStart)).toContainText(SignupMessages.linkUsed);
});
