import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AdminClinicMessages as ClinicText } from '../../packages/shared/src/admin-clinic.js';
import { AdminUserMessages as StaffText } from '../../packages/shared/src/admin-users.js';
import { Paths } from '../../packages/shared/src/paths.js';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { startTestIdp, type TestIdp } from '../../apps/server/src/test-support/sso-idp.js';
import { byTestId, fillLogin } from '../support/pages.js';
import { mailedLink } from './mailbox.js';
import {
  sql,
  startProductionInstall,
  superAdmin,
  type ProductionInstall,
} from './production-install.js';
import { shoot } from './screens.js';

/**
 * Issue 20's acceptance journey: a production installation on PostgreSQL with no demo, from the
 * first super admin to a clinic whose staff and patients use it. Each test continues the last one's
 * installation (serial); every admin screen is shot at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const clinic = { name: 'Harbor Telehealth', url: 'harbor' };
/** Staff e-mails share the domain the SSO provider is configured for. */
const domain = 'harbor-health.example';
const provider = { email: `nora.quinn@${domain}`, password: 'Chosen-789' };
const clinicAdmin = { email: `cara.admin@${domain}`, password: 'Chosen-456' };
const patient = { email: 'pat.harbor@patients.example', password: 'Welcome12' };
const sso = { clientId: 'clinicall-e2e', clientSecret: 'e2e-client-secret-of-some-length' };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let install: ProductionInstall;
let idp: TestIdp;
let admin: BrowserContext;
let adminPage: Page;
let providerTab: Page;
let clinicId = 0;

const at = (path: string) => `${install.baseURL}${path}`;
const sidebar = (page: Page) => byTestId(page, TestId.sidebar);

/** The API as the given account (the journey's setup steps that are not its subject). */
async function api(email: string, password: string) {
  const signedIn = await fetch(at('/api/authenticate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  return (path: string, body: unknown) =>
    fetch(at(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
}

/** Sets a password from the mailed single-use link, as a newly added staff member does. */
async function setPasswordFromMail(page: Page, email: string, password: string) {
  const link = await mailedLink(
    install.received,
    email,
    /https?:\/\/\S+\/reset\/finish\?key=[^\s"<]+/,
  );
  expect(link.startsWith(install.baseURL)).toBe(true);
  await page.goto(link);
  await byTestId(page, TestId.newPassword).fill(password);
  await byTestId(page, TestId.confirmPassword).fill(password);
  await byTestId(page, TestId.resetFinishSubmit).click();
  await expect(page).toHaveURL(/\/login/);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  install = await startProductionInstall();
  idp = await startTestIdp({
    redirectUri: `${install.baseURL}/oauth2/callback/ns`,
    clientId: sso.clientId,
    clientSecret: sso.clientSecret,
    tls: install.tls,
  });
  admin = await browser.newContext({ baseURL: install.baseURL });
  adminPage = await admin.newPage();
});

test.afterAll(async () => {
  await admin?.close();
  await idp?.close();
  await install?.stop();
});

test('the first super admin, made by create-admin, signs in and adds a clinic with a custom URL, a consent PDF, a logo, switches and an experience image', async () => {
  const page = adminPage;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(at(Paths.login));
  await fillLogin(page, superAdmin.email, superAdmin.password);
  await expect(page).toHaveURL(at(Paths.adminDashboard));
  await shoot(page, 'admin-home', sidebar(page));

  await page.goto(at(Paths.adminClinics));
  await expect(byTestId(page, TestId.clinicsEmpty)).toBeVisible();
  await shoot(page, 'clinics-empty', sidebar(page));
  await byTestId(page, TestId.clinicAdd).click();
  await byTestId(page, TestId.clinicName).fill(clinic.name);
  await byTestId(page, TestId.clinicType).click();
  await page.getByRole('option', { name: 'Primary care' }).click();
  await byTestId(page, TestId.clinicDescription).fill('Video and in-office visits by the harbor.');
  await byTestId(page, TestId.clinicCustomUrl).fill(clinic.url);
  await page.locator('[data-switch="isPatientScheduleAppointmentEnabled"]').check({ force: true });
  await page.locator('[data-switch="allowPatientAttachment"]').check({ force: true });
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
  // The experience guide: a box and an uploaded picture (B51, B52).
  await page.locator('[data-switch="allowExperienceBuilder"]').check({ force: true });
  await byTestId(page, TestId.clinicAddExperienceBox).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).last().fill('Your first visit');
  await page
    .getByRole('textbox', { name: 'URL', exact: true })
    .fill('https://example.org/first-visit');
  await byTestId(page, TestId.clinicExperienceImageFile).setInputFiles({
    name: 'waiting-room.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(byTestId(page, TestId.clinicExperienceImage)).toBeVisible();
  await shoot(page, 'add-clinic', sidebar(page));
  await byTestId(page, TestId.clinicSubmit).click();
  await expect(page.getByText(ClinicText.clinicAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard\/edit-clinic\?id=\d+/);
  clinicId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('Saved file: telehealth.pdf')).toBeVisible();
  await expect(byTestId(page, TestId.clinicExperienceImage)).toHaveAttribute(
    'src',
    /^\/api\/clinics\/logos\//,
  );
  await shoot(page, 'edit-clinic', sidebar(page));
});

test('the super admin adds a provider and a clinic admin, each mailed a link to set a password, and gives the provider a photo and an office', async () => {
  const page = adminPage;
  for (const [path, email, first, last, added] of [
    [Paths.adminAddProvider, provider.email, 'Nora', 'Quinn', StaffText.providerAdded],
    [Paths.adminAddClinicAdmin, clinicAdmin.email, 'Cara', 'Admin', StaffText.clinicAdminAdded],
  ] as const) {
    await page.goto(at(path));
    await expect(byTestId(page, TestId.staffForm)).toBeVisible();
    await page.getByRole('combobox', { name: 'Clinic' }).click();
    await page.getByRole('option', { name: clinic.name }).click();
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill(last);
    await page.getByLabel('E-mail').fill(email);
    await shoot(
      page,
      path === Paths.adminAddProvider ? 'add-provider' : 'add-clinic-admin',
      sidebar(page),
    );
    await byTestId(page, TestId.staffSubmit).click();
    await expect(page.getByText(added)).toBeVisible();
    await expect(byTestId(page, TestId.staffRow)).toHaveCount(1);
    await shoot(
      page,
      path === Paths.adminAddProvider ? 'providers' : 'clinic-admins',
      sidebar(page),
    );
  }

  // B64: the provider's photo and in-office address, on their edit form.
  await page.goto(at(`${Paths.adminEditProvider}?email=${encodeURIComponent(provider.email)}`));
  await byTestId(page, TestId.staffPhotoFile).setInputFiles({
    name: 'nora.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText(StaffText.photoSaved)).toBeVisible();
  await expect(byTestId(page, TestId.staffPhoto).locator('img')).toBeVisible();
  await byTestId(page, TestId.staffAddOffice).click();
  await page.getByLabel('Office name').fill('Harbor office');
  await page.getByLabel('Address').fill('12 Pier Rd');
  // B50: an office box needs its city and state too.
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').fill('ME');
  await shoot(page, 'edit-provider', sidebar(page));
  await byTestId(page, TestId.staffSubmit).click();
  await expect(page.getByText(StaffText.providerEdited)).toBeVisible();
  await page.goto(at(`${Paths.adminEditProvider}?email=${encodeURIComponent(provider.email)}`));
  await expect(page.getByLabel('Office name')).toHaveValue('Harbor office');
});

test('the provider sets a password from the mailed link and signs in on the clinic’s URL, which shows its logo', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: install.baseURL });
  providerTab = await context.newPage();
  await setPasswordFromMail(providerTab, provider.email, provider.password);
  await providerTab.goto(at(`/${clinic.url}`));
  const logo = byTestId(providerTab, TestId.brandedLoginLogo);
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await fillLogin(providerTab, provider.email, provider.password);
  await expect(providerTab).toHaveURL(at(Paths.home));
  await expect(byTestId(providerTab, TestId.userMenu)).toBeVisible();

  // The provider's first patient, invited and signed up through the API as the web would.
  const asProvider = await api(provider.email, provider.password);
  const invited = await asProvider('/api/patientInvite', {
    firstName: 'Pat',
    lastName: 'Harbor',
    email: patient.email,
    gender: 'female',
    dateOfBirth: '1990-01-02',
  });
  expect(invited.status).toBe(201);
  const link = await mailedLink(install.received, patient.email, /\/signup\/start\?token=[^\s"<]+/);
  const token = decodeURIComponent(new URL(link, install.baseURL).searchParams.get('token') ?? '');
  const registered = await fetch(at('/api/patientRegister'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Pat',
      lastName: 'Harbor',
      email: patient.email,
      password: patient.password,
      gender: 'female',
      telephoneNumber: '5551234567',
      dateOfBirth: '1990-01-02',
      clinicToken: token,
      emergencyContact: {
        firstName: 'Sam',
        lastName: 'Harbor',
        telephoneNumber: '5559876543',
        relationship: 'Brother',
      },
      medicineInfo: { isAllergic: false, allergies: [], medications: [] },
      medicalHistory: { conditions: [], mentalHealth: [] },
    }),
  });
  expect(registered.status).toBe(201);
});

test('the clinic admin deactivates the provider, whose open tab is signed out', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: install.baseURL });
  const page = await context.newPage();
  await setPasswordFromMail(page, clinicAdmin.email, clinicAdmin.password);
  await fillLogin(page, clinicAdmin.email, clinicAdmin.password);
  await expect(page).toHaveURL(at(Paths.clinicAdminProviders));
  await expect(byTestId(page, TestId.staffRow)).toHaveCount(1);
  await shoot(page, 'clinic-admin-providers', sidebar(page));
  await page.goto(
    at(`${Paths.clinicAdminEditProvider}?email=${encodeURIComponent(provider.email)}`),
  );
  await expect(page.getByLabel('Last name')).toHaveValue('Quinn');
  await byTestId(page, TestId.staffActiveSwitch).click();
  await shoot(page, 'clinic-admin-edit-provider', sidebar(page));
  await byTestId(page, TestId.staffSubmit).click();
  await expect(page.getByText(StaffText.providerEdited)).toBeVisible();

  // The server ends the provider's sessions and their socket: the open tab signs out by itself.
  await expect(providerTab).toHaveURL(/\/login/);
  await Promise.all([context.close(), providerTab.context().close()]);
});

test('switching patient scheduling off removes the booking link at the patient’s next page load', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: install.baseURL });
  const page = await context.newPage();
  await page.goto(at(`/${clinic.url}`));
  await fillLogin(page, patient.email, patient.password);
  await expect(page).toHaveURL(at(Paths.home));
  const bookLink = byTestId(page, TestId.shortcutsPanel).getByRole('link', {
    name: 'Book an appointment',
  });
  await expect(bookLink).toBeVisible();
  // The clinic's experience guide shows its box and the uploaded picture.
  await byTestId(page, TestId.experienceGuideOpen).click();
  await expect(byTestId(page, TestId.experienceGuideLink)).toHaveText('Your first visit');
  const picture = byTestId(page, TestId.experienceGuideImage);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(at(Paths.home));
  await expect(bookLink).toBeVisible();

  await adminPage.goto(at(`${Paths.adminEditClinic}?id=${clinicId}`));
  const scheduling = adminPage.locator('[data-switch="isPatientScheduleAppointmentEnabled"]');
  await expect(scheduling).toBeChecked();
  await scheduling.uncheck({ force: true });
  await byTestId(adminPage, TestId.clinicSubmit).click();
  await expect(adminPage.getByText(ClinicText.clinicEdited)).toBeVisible();

  await page.reload();
  await expect(byTestId(page, TestId.shortcutsPanel)).toBeVisible();
  await expect(bookLink).toHaveCount(0);
  await expect(byTestId(page, TestId.navBookAppointment)).toHaveCount(0);
  await context.close();
});

test('the super admin sets up single sign-on; the clinic admin signs in through the identity provider and lands on the role’s page', async ({
  browser,
}) => {
  const page = adminPage;
  await page.goto(at(Paths.adminSso));
  await expect(byTestId(page, TestId.ssoProvidersEmpty)).toBeVisible();
  await shoot(page, 'sso-empty', sidebar(page));
  await byTestId(page, TestId.ssoProviderAdd).click();
  const form = byTestId(page, TestId.ssoProviderForm);
  await form.getByLabel('Name').fill('Harbor identity');
  await form.getByLabel('Issuer URL').fill(idp.issuer);
  await form.getByLabel('Client ID').fill(sso.clientId);
  await form.getByLabel('Client secret').fill(sso.clientSecret);
  await form.getByLabel('E-mail domains').fill(domain);
  await form.getByLabel('E-mail domains').press('Enter');
  await form.getByRole('switch', { name: /^Enabled/ }).check({ force: true });
  await shoot(page, 'sso-form', sidebar(page));
  await byTestId(page, TestId.ssoProviderSave).click();
  await expect(byTestId(page, TestId.ssoProviderRow)).toContainText('Enabled');
  await shoot(page, 'sso', sidebar(page));

  idp.accounts.set(clinicAdmin.email, { email: clinicAdmin.email, email_verified: true });
  // The identity provider's certificate is the installation's own, which this browser does not know.
  const context = await browser.newContext({ baseURL: install.baseURL, ignoreHTTPSErrors: true });
  const person = await context.newPage();
  await person.goto(at(Paths.login));
  await byTestId(person, TestId.loginSso).click();
  await byTestId(person, TestId.ssoEmail).fill(clinicAdmin.email);
  await byTestId(person, TestId.ssoContinue).click();
  await expect(person).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await person.locator('input[name="login"]').fill(clinicAdmin.email);
  await person.locator('input[name="password"]').fill('any password');
  await person.locator('button[type="submit"]').click();
  await expect(person).toHaveURL(at(Paths.clinicAdminProviders));
  await context.close();
});

test('the usage report downloads, and its rows are the encounters in its range', async () => {
  // Visits of the clinic's provider with its patient: two in the report's default 15 days, one before.
  const days = [2, 6, 40];
  await sql(
    install.databaseUrl,
    `insert into encounters (clinic_id, provider_id, patient_id, lead_provider_id, owner_id,
       created_by_id, type, status, start_time, end_time, duration_minutes, payment_type, quantity_cents)
     select $1, pr.id, pa.id, pr.id, pa.id, pr.id, 'VIDEO', 'FINISHED',
       date_trunc('hour', now()) - d * interval '1 day',
       date_trunc('hour', now()) - d * interval '1 day' + interval '30 minutes', 30, 'INSURANCE', 0
     from unnest($2::int[]) d, users pr, users pa where pr.email = $3 and pa.email = $4`,
    [clinicId, days, provider.email, patient.email],
  );
  const page = adminPage;
  await page.goto(at(Paths.adminEncounterReport));
  await expect(byTestId(page, TestId.usageReportRange)).toBeVisible();
  await shoot(page, 'usage-report', sidebar(page));
  const download = page.waitForEvent('download');
  await byTestId(page, TestId.usageReportDownload).click();
  const file = await download;
  const [, from = '', to = ''] =
    /^usage_report_(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\.csv$/.exec(file.suggestedFilename()) ??
    [];
  const chunks = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk as Uint8Array)))
    .toString()
    .trim()
    .split('\r\n');
  const reported = lines.slice(1).map((line) => Number(line.split(',')[0]));

  const inRange = await sql(
    install.databaseUrl,
    `select id from encounters
     where start_time >= ($1::date)::timestamp at time zone 'UTC'
       and start_time < ($2::date + 1)::timestamp at time zone 'UTC'
     order by start_time, id`,
    [from, to],
  );
  expect(inRange.rows).toHaveLength(2);
  expect(reported).toEqual(inRange.rows.map((row: { id: number }) => row.id));
  expect(lines.slice(1).every((line) => line.includes(clinic.name))).toBe(true);
});
