import { expect, test } from '@playwright/test';
import { AdminUserMessages as M } from '../packages/shared/src/admin-users.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, fillLogin, waitForMail } from './support/pages.js';
import { snapWidths } from './support/shots.js';

const CLINIC = 'Riverside Family Health';
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('B61 B50 B64 B84 a provider added by the super admin with an office and a photo sets a password from the mail, signs in, and is signed out when the clinic admin deactivates them', async ({
  browser,
  request,
}) => {
  // Three people, two contexts and screenshots at two widths of five screens: past a journey's
  // minute when both workers are busy (it timed out at 60 s in CI once the office and photo came).
  test.setTimeout(150_000);
  const email = `e2e-provider-${Date.now()}@clinicall.example`;

  const admin = await browser.newContext({ storageState: storageStateOf('superAdmin') });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin-dashboard/add');
  await expect(byTestId(adminPage, TestId.staffForm)).toBeVisible();
  await byTestId(adminPage, TestId.staffSubmit).click();
  await expect(adminPage.getByText(M.formInvalid)).toBeVisible();
  await adminPage.getByRole('combobox', { name: 'Clinic' }).click();
  await adminPage.getByRole('option', { name: CLINIC }).click();
  await adminPage.getByLabel('First name').fill('Nora');
  await adminPage.getByLabel('Last name').fill('Quinn');
  await adminPage.getByLabel('E-mail').fill(email);
  // B50: an office box asks for its city and state; B64: the photo comes with the add form.
  await byTestId(adminPage, TestId.staffAddOffice).click();
  await adminPage.getByLabel('Office name').fill('Harbor office');
  await adminPage.getByLabel('Address').fill('12 Pier Rd');
  await adminPage.getByLabel('City').fill('Portland');
  await adminPage.getByLabel('State').fill('ME');
  await byTestId(adminPage, TestId.staffPhotoFile).setInputFiles({
    name: 'nora.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(byTestId(adminPage, TestId.staffPhoto).locator('img')).toBeVisible();
  await snapWidths(adminPage, 'admin-users-add-provider');
  await byTestId(adminPage, TestId.staffSubmit).click();
  await expect(adminPage.getByText(M.providerAdded)).toBeVisible();
  await expect(adminPage).toHaveURL('/admin-dashboard/providers');
  await byTestId(adminPage, TestId.staffSearch).fill('Quinn');
  await expect(byTestId(adminPage, TestId.staffRow)).toHaveCount(1);
  await snapWidths(adminPage, 'admin-users-providers');
  await adminPage.goto(`/admin-dashboard/edit?email=${encodeURIComponent(email)}`);
  await expect(adminPage.getByLabel('City')).toHaveValue('Portland');
  await expect(byTestId(adminPage, TestId.staffPhoto).locator('img')).toBeVisible();

  const mail = await waitForMail(request, email, (m) => m.text.includes('/reset/finish?key='));
  const link = new URL(mail.text.match(/https?:\/\/\S+\/reset\/finish\?key=\S+/)?.[0] ?? '');
  const provider = await browser.newContext();
  const providerPage = await provider.newPage();
  await providerPage.goto(link.pathname + link.search);
  await byTestId(providerPage, TestId.newPassword).fill('Chosen789');
  await byTestId(providerPage, TestId.confirmPassword).fill('Chosen789');
  await byTestId(providerPage, TestId.resetFinishSubmit).click();
  await expect(providerPage).toHaveURL(/\/login/);
  await fillLogin(providerPage, email, 'Chosen789');
  await expect(providerPage).toHaveURL('/');

  const clinicAdmin = await browser.newContext({ storageState: storageStateOf('clinicAdmin') });
  const clinicPage = await clinicAdmin.newPage();
  await clinicPage.goto('/clinic-admin-dashboard/providers');
  await expect(clinicPage.getByText('CLINIC ADMIN')).toBeVisible();
  await snapWidths(clinicPage, 'admin-users-clinic-providers');
  await clinicPage.goto(
    `/clinic-admin-dashboard/providers/edit?email=${encodeURIComponent(email)}`,
  );
  await expect(clinicPage.getByLabel('Last name')).toHaveValue('Quinn');
  await byTestId(clinicPage, TestId.staffActiveSwitch).click();
  await snapWidths(clinicPage, 'admin-users-clinic-edit-provider');
  await byTestId(clinicPage, TestId.staffSubmit).click();
  await expect(clinicPage.getByText(M.providerEdited)).toBeVisible();

  // The provider's open tab: its socket is ended by the server and the tab signs out.
  await expect(providerPage).toHaveURL(/\/login/);

  await Promise.all([admin.close(), provider.close(), clinicAdmin.close()]);
});
