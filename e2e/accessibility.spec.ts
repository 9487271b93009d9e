import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';
import { byTestId } from './support/pages.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Axe reads the page as it is at that instant: a toast or a dialog half way through its fade has
 * a colour contrast it will not keep, and on a busy machine the fade lasts long enough to be seen.
 * A violation must therefore still be there after the page has had time to finish what it draws.
 */
async function expectNoSeriousViolations(page: Page) {
  await expect
    .poll(() => seriousViolations(page), { timeout: 20_000, intervals: [1_000] })
    .toEqual([]);
}

test('axe finds no serious or critical violation on the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(byTestId(page, TestId.loginSubmit)).toBeVisible();
  await expectNoSeriousViolations(page);
});

const landings: Array<{ role: StoredRole; ready: TestId }> = [
  { role: 'superAdmin', ready: TestId.navClinics },
  { role: 'clinicAdmin', ready: TestId.areaLabel },
  { role: 'assistant', ready: TestId.assistProviderCard },
  { role: 'provider', ready: TestId.profilePanel },
  { role: 'patient', ready: TestId.profilePanel },
];

for (const landing of landings) {
  test.describe(() => {
    test.use({ storageState: storageStateOf(landing.role) });

    test(`axe finds no serious or critical violation on the landing page of the ${landing.role}`, async ({
      page,
    }) => {
      // The site root sends every role to its own landing page (A18).
      await page.goto('/');
      await expect(byTestId(page, landing.ready).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe(() => {
  test.use({ storageState: storageStateOf('superAdmin') });

  test('axe finds no serious or critical violation on the development mailbox, closed and open', async ({
    page,
    request,
  }) => {
    // A mail to list: a reset link for an account whose reset no journey follows.
    await request.post('/api/account/reset_password/init', {
      data: { email: demoAccounts.familyMember.email },
    });
    await page.goto('/admin-dashboard/dev-mailbox');
    const mail = byTestId(page, TestId.devMailboxItem).first();
    await expect(async () => {
      await byTestId(page, TestId.devMailboxRefresh).click();
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expectNoSeriousViolations(page);
    await mail.click();
    // The formatted part is the mail's own markup in a frame where the sandbox forbids scripts, so
    // axe cannot enter it: the dialog is checked with its plain-text tab, which unmounts the frame.
    await byTestId(page, TestId.devMailboxReader).getByRole('tab', { name: 'Plain text' }).click();
    await expect(byTestId(page, TestId.devMailboxText)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

for (const role of ['patient', 'superAdmin'] as const) {
  test.describe(() => {
    test.use({ storageState: storageStateOf(role) });

    test(`axe finds no serious or critical violation on the active sessions page of the ${role}`, async ({
      page,
    }) => {
      await page.goto('/account/sessions');
      await expect(byTestId(page, TestId.sessionItem).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe(() => {
  test.use({ storageState: storageStateOf('provider') });

  test('F1 F2 F6 F87 F88 axe finds no serious or critical violation on the roster, a patient’s profile, the appointments and the referrals', async ({
    page,
  }) => {
    await page.goto('/patients/current');
    const row = byTestId(page, TestId.rosterRow).first();
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page);
    await row.getByTestId(TestId.rosterViewProfile).click();
    await expect(
      byTestId(page, TestId.profileRow).or(byTestId(page, TestId.profileEdit)).first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/appointments');
    await expect(byTestId(page, TestId.appointmentRow).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    // The demo's Dr. Rivera has sent a pending referral and an accepted one: their status badges.
    await page.goto('/referrals');
    await expect(byTestId(page, TestId.referralStatus).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe(() => {
  test.use({ storageState: storageStateOf('patient') });

  test('F14 axe finds no serious or critical violation on the patient’s own profile', async ({
    page,
  }) => {
    await page.goto('/account/profile');
    await expect(byTestId(page, TestId.profileEdit).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
