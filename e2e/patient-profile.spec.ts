import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, signIn, screen } from './support/pages.js';
import { snap } from './support/shots.js';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe(() => {
  test.use({ storageState: storageStateOf('provider') });

  test('F1 F2 F22 F26 F37 F38 F11 the provider edits a patient’s phone, medications and allergies and sees the history entry', async ({
    page,
  }) => {
    await page.goto('/patients');
    await expect(page).toHaveURL('/patients/current');
    await expect(byTestId(page, TestId.rosterCount)).toContainText('patients');
    await byTestId(page, TestId.rosterSearch).fill('patel');
    const row = byTestId(page, TestId.rosterRow);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Priya Patel');
    await row.getByTestId(TestId.rosterViewProfile).click();
    await expect(page.getByRole('heading', { name: 'Priya Patel' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Phone number' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('312555');
    await byTestId(page, TestId.profileUpdate).click();
    await expect(dialog).toContainText('Please enter a valid number');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('3125550100');
    await byTestId(page, TestId.profileUpdate).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Phone number' })).toContainText(
      '+1 (312) 555-0100',
    );

    await page.getByRole('button', { name: 'Edit medications' }).click();
    await byTestId(page, TestId.medicationAdd).click();
    await byTestId(page, TestId.profileUpdate).click();
    await expect(dialog).toContainText('name is required.');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Metformin');
    await dialog.getByRole('textbox', { name: 'Dosage' }).fill('500 mg');
    await dialog.getByRole('textbox', { name: 'Frequency' }).fill('Twice daily');
    await choose(page, 'Method', 'Orally');
    await byTestId(page, TestId.profileUpdate).click();
    await expect(dialog).toBeHidden();
    await expect(byTestId(page, TestId.profileMedications)).toContainText('Metformin');

    await page.getByRole('button', { name: 'Edit allergies' }).click();
    await dialog.getByRole('switch', { name: 'I have allergies' }).check({ force: true });
    await byTestId(page, TestId.allergyAdd).click();
    await choose(page, 'Type', 'Other');
    await dialog.getByRole('textbox', { name: 'Other type' }).fill('Penicillin');
    await choose(page, 'Reaction', 'Rash');
    await byTestId(page, TestId.profileUpdate).click();
    await expect(dialog).toBeHidden();
    await expect(byTestId(page, TestId.profileAllergies)).toContainText('Penicillin');

    const entries = byTestId(page, TestId.profileHistoryEntry);
    // The three edits above, newest first, after the seed's pending e-mail change by Dr. Rivera.
    await expect(entries).toHaveCount(4);
    await expect(entries.first()).toContainText('Elena Rivera');
    await entries.first().click();
    await expect(byTestId(page, TestId.profileHistoryDiff)).toContainText(
      'Added Allergy 1: Penicillin, Rash',
    );
    await entries.nth(2).click();
    // F11: the change names the old value too (issue 21 item 10).
    await expect(byTestId(page, TestId.profileHistoryDiff)).toContainText(
      /Changed Phone number from .+ to \+1 \(312\) 555-0100/,
    );

    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, screen(`profile-1280.png`), { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, screen(`profile-390.png`), { fullPage: true });
    await page.goto('/patients/current');
    await expect(byTestId(page, TestId.rosterRow).first()).toBeVisible();
    await snap(page, screen(`roster-390.png`), { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, screen(`roster-1280.png`), { fullPage: true });
  });
});

test('F44 F45 F46 a family member’s own profile hides e-mail, EHR id, address and medical history, and is read-only', async ({
  page,
}) => {
  await signIn(page, demoAccounts.familyMember.email);
  await expect(page).toHaveURL('/');
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Mia Jones' })).toBeVisible();
  await expect(page.getByText('Family member account')).toBeVisible();
  await expect(page.getByText('mia.jones@clinicall.example')).toHaveCount(0);
  await expect(page.getByText('EHR id', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Address', { exact: true })).toHaveCount(0);
  await expect(byTestId(page, TestId.profileMedicalHistory)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Date of birth' })).toHaveCount(0);
  // F45 (issue 21): nothing of the member's profile is editable from their own account (their
  // password is theirs to change).
  await expect(page.getByRole('button', { name: /^Edit (?!Password$)/ })).toHaveCount(0);
  await expect(byTestId(page, TestId.profileAllergies)).toContainText('Swelling');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen(`family-member-390.png`), { fullPage: true });
});
