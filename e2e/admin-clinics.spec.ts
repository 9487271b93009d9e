import { expect, test, type Page } from '@playwright/test';
import { AdminClinicMessages as M } from '../packages/shared/src/admin-clinic.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId } from './support/pages.js';
import { snapWidths } from './support/shots.js';

test.use({ storageState: storageStateOf('superAdmin') });

const tag = Date.now().toString(36);
const clinicName = `Harbor Telehealth ${tag}`;

/** A one-page PDF small enough to read here: the server checks it by its bytes, not its name. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Shots at both widths; at the phone's the sidebar slides out of view first. */
const shoot = (page: Page, name: string) =>
  snapWidths(page, `admin-clinics-${name}`, async (width) => {
    if (width === 390) await expect(byTestId(page, TestId.navClinics)).not.toBeInViewport();
  });

test('B6 B9-B14 B28 B38 B55-B58 the super admin adds a clinic with a custom URL, a consent PDF, a logo and a switch, edits it, and groups it under a new parent account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-dashboard/clinics');
  await expect(byTestId(page, TestId.clinicRow).first()).toBeVisible();
  await shoot(page, 'list');

  await byTestId(page, TestId.clinicAdd).click();
  // B2: an empty form is refused with the spec's warning.
  await byTestId(page, TestId.clinicSubmit).click();
  await expect(page.getByText(M.formInvalid)).toBeVisible();

  await byTestId(page, TestId.clinicName).fill(clinicName);
  await byTestId(page, TestId.clinicType).click();
  await page.getByRole('option', { name: 'Primary care' }).click();
  await byTestId(page, TestId.clinicDescription).fill('Video visits for the harbor district.');
  await byTestId(page, TestId.clinicCustomUrl).fill(`harbor-${tag}`);
  await page.locator('[data-switch="isPatientScheduleAppointmentEnabled"]').check({ force: true });
  await page.locator('[data-switch="allowConsent"]').check({ force: true });
  await byTestId(page, TestId.clinicConsentName).first().fill('Telehealth consent');
  await page
    .locator('input[type="file"]:not([data-testid])')
    .first()
    .setInputFiles({ name: 'telehealth.pdf', mimeType: 'application/pdf', buffer: pdf });
  await byTestId(page, TestId.clinicLogoFile).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(byTestId(page, TestId.clinicLogoPreview)).toBeVisible();
  await shoot(page, 'add');
  await byTestId(page, TestId.clinicSubmit).click();
  await expect(page.getByText(M.clinicAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard\/edit-clinic\?id=\d+/);

  // B13: the saved clinic comes back with its switch, consent and logo.
  await expect(byTestId(page, TestId.clinicName)).toHaveValue(clinicName);
  await expect(page.locator('[data-switch="isPatientScheduleAppointmentEnabled"]')).toBeChecked();
  await expect(byTestId(page, TestId.clinicConsentName).first()).toHaveValue('Telehealth consent');
  await expect(page.getByText('Saved file: telehealth.pdf')).toBeVisible();
  await expect(byTestId(page, TestId.clinicLogoPreview)).toBeVisible();
  await shoot(page, 'edit');
  await byTestId(page, TestId.clinicDescription).fill('Video and in-office visits.');
  await byTestId(page, TestId.clinicSubmit).click();
  await expect(page.getByText(M.clinicEdited)).toBeVisible();

  await page.goto('/admin-dashboard/clinics');
  await byTestId(page, TestId.clinicSearch).fill(`no clinic like ${tag}`);
  await expect(byTestId(page, TestId.clinicsEmpty)).toHaveText(M.noClinics);

  await page.goto('/admin-dashboard/add-parent-clinic');
  await byTestId(page, TestId.parentName).fill(`Harbor Group ${tag}`);
  await byTestId(page, TestId.parentDescription).fill('The harbor clinics.');
  await expect(page.getByText('19 / 1000')).toBeVisible();
  await byTestId(page, TestId.parentClinics).click();
  await page.getByRole('option', { name: clinicName }).click();
  await page.keyboard.press('Escape');
  await shoot(page, 'add-parent');
  await byTestId(page, TestId.parentSubmit).click();
  await expect(page.getByText(M.parentAdded)).toBeVisible();
  await byTestId(page, TestId.parentSearch).fill(`Harbor Group ${tag}`);
  await expect(byTestId(page, TestId.parentRow)).toHaveCount(1);
  await expect(byTestId(page, TestId.parentRow)).toContainText(clinicName);
  await shoot(page, 'parents');
});
