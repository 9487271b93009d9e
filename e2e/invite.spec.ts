import { expect, test } from '@playwright/test';
import {
  CsvMessages,
  InviteMessages,
  BulkResultMessages,
} from '../packages/shared/src/invitations/messages.js';
import { SignupMessages } from '../packages/shared/src/signup/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, fillLogin, screen, waitForMail } from './support/pages.js';
import { snap } from './support/shots.js';

test.use({ storageState: storageStateOf('provider') });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test('F66–F71 F107–F116 F129 a provider invites a patient by form; the patient signs up from the mailed link through five steps and lands on the dashboard', async ({
  page,
  request,
  browser,
}) => {
  // Two people, a mail and five steps: longer than one journey's default on a shared machine.
  test.setTimeout(180_000);
  const email = `invited-${unique()}@example.com`;
  await page.goto('/patients/invite');
  await byTestId(page, TestId.inviteSubmit).click();
  await expect(page.getByText(InviteMessages.firstNameRequired)).toBeVisible();
  await byTestId(page, TestId.inviteFirstName).fill('Rosa');
  await byTestId(page, TestId.inviteLastName).fill('Invited');
  await byTestId(page, TestId.inviteEmail).fill(email);
  await byTestId(page, TestId.inviteDateOfBirth).fill('02302001');
  await byTestId(page, TestId.inviteSubmit).click();
  await expect(page.getByText(InviteMessages.dateFormat)).toBeVisible();
  await byTestId(page, TestId.inviteDateOfBirth).fill('04151988');
  await expect(byTestId(page, TestId.inviteDateOfBirth)).toHaveValue('04/15/1988');
  await byTestId(page, TestId.invitePhone).fill('5551234567');
  await snap(page, screen('invite-form-1280.png'), { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('invite-form-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await byTestId(page, TestId.inviteSubmit).click();
  await expect(byTestId(page, TestId.inviteSuccess)).toContainText(InviteMessages.invited);
  await expect(byTestId(page, TestId.inviteSuccess)).toContainText(InviteMessages.invitedNext);

  const mail = await waitForMail(request, email, (m) => m.subject.includes('invites you'));
  const link = /Create my account: (\S+)/.exec(mail.text)?.[1];
  expect(link).toContain('/signup/start?token=');

  // The invited person has no session: a fresh browser context.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await context.newPage();
  await guest.goto(link!);
  await expect(guest).toHaveURL(/\/signup\/patient\/overview\?token=/);
  await expect(byTestId(guest, TestId.signupFirstName)).toHaveValue('Rosa');
  await expect(byTestId(guest, TestId.signupEmail)).toHaveValue(email);
  await expect(byTestId(guest, TestId.signupDateOfBirth)).toHaveValue('04/15/1988');

  // F110: Continue on an invalid step reveals the errors and stays.
  await byTestId(guest, TestId.signupPassword).fill('abc');
  await byTestId(guest, TestId.signupContinue).click();
  await expect(guest.getByText(SignupMessages.passwordShort)).toBeVisible();
  await byTestId(guest, TestId.signupPassword).fill('Welcome12');
  await byTestId(guest, TestId.signupSecondPassword).fill('Welcome1');
  await byTestId(guest, TestId.signupContinue).click();
  await expect(guest.getByText(SignupMessages.passwordMismatch)).toBeVisible();
  await byTestId(guest, TestId.signupSecondPassword).fill('Welcome12');
  await byTestId(guest, TestId.signupGender).click();
  await guest.getByRole('option', { name: 'Female' }).click();
  await byTestId(guest, TestId.signupContinue).click();

  await expect(guest).toHaveURL(/\/signup\/patient\/emergency-contact\?token=/);
  await guest.getByLabel('First name').fill('Luis');
  await guest.getByLabel('Last name').fill('Invited');
  await guest.getByLabel('Phone').fill('5559876543');
  await guest.getByLabel('Relationship').fill('Brother');
  await byTestId(guest, TestId.signupContinue).click();

  await expect(guest).toHaveURL(/\/signup\/patient\/medicine-info\?token=/);
  await guest.getByRole('button', { name: 'Add medication' }).click();
  await guest.getByLabel('Name').fill('Ibuprofen');
  await guest.getByLabel('Dosage').fill('200 mg');
  await guest.getByLabel('Frequency').fill('Daily');
  await guest.getByRole('combobox', { name: 'Method' }).click();
  await guest.getByRole('option', { name: 'Orally' }).click();
  await byTestId(guest, TestId.signupContinue).click();

  await expect(guest).toHaveURL(/\/signup\/patient\/medical-history\?token=/);
  await guest.getByRole('button', { name: 'Conditions' }).click();
  await guest.getByLabel('Asthma').check();
  await byTestId(guest, TestId.signupContinue).click();

  await expect(guest).toHaveURL(/\/signup\/patient\/result\?token=/);
  await expect(byTestId(guest, TestId.signupResult)).toContainText(SignupMessages.succeeded);
  await expect(byTestId(guest, TestId.signupResult)).toContainText(
    SignupMessages.continueToAccount,
  );
  await byTestId(guest, TestId.signupToLogin).click();
  await expect(guest).toHaveURL(/\/login/);
  await fillLogin(guest, email, 'Welcome12');
  await expect(byTestId(guest, TestId.dashboardTabs)).toBeVisible();

  // F130: the same link again is refused with a clear message.
  await guest.goto(link!);
  await expect(byTestId(guest, TestId.signupStart)).toContainText(SignupMessages.linkUsed);
  await context.close();
});

test('F73–F86 a provider uploads a 300-row CSV and sees the result modal', async ({ page }) => {
  const batch = unique();
  const rows = Array.from(
    { length: 300 },
    (_, i) =>
      `Pat${i},Bulk${i},bulk-${batch}-${i}@example.com,${i % 2 ? 'f' : 'male'},03/0${(i % 9) + 1}/1980`,
  );
  await page.goto('/patients/invite');
  await byTestId(page, TestId.inviteCsvTab).click();
  await expect(byTestId(page, TestId.csvTemplate)).toHaveAttribute(
    'download',
    'patients-template.csv',
  );
  await expect(byTestId(page, TestId.csvCreate)).toBeDisabled();

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'too-many.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([...rows, rows[0]].join('\n')),
  });
  await expect(byTestId(page, TestId.csvMessages)).toContainText(CsvMessages.tooManyRows);
  await input.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'First Name,Last Name,Email,Gender,Date Of Birth\nA,B,c@example.com,x,01/01/1990\n',
    ),
  });
  await expect(byTestId(page, TestId.csvMessages)).toContainText(
    CsvMessages.rowInvalid(2, CsvMessages.genderInvalid),
  );
  await expect(byTestId(page, TestId.csvMessages)).toContainText(CsvMessages.fixAndRetry);

  await input.setInputFiles({
    name: 'patients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`First Name,Last Name,Email,Gender,Date Of Birth\n${rows.join('\n')}\n`),
  });
  await expect(byTestId(page, TestId.csvMessages)).toContainText(CsvMessages.valid);
  await byTestId(page, TestId.csvCreate).click();
  const result = byTestId(page, TestId.bulkResult);
  await expect(result).toContainText(BulkResultMessages.created);
  await expect(result).toContainText('(300)');
  await expect(page.getByText(InviteMessages.bulkSent)).toBeVisible();
  await expect(byTestId(page, TestId.csvCreate)).toBeDisabled();
});
