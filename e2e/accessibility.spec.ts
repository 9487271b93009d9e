import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds no serious or critical violation on the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(byTestId(page, TestId.loginSubmit)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const landings = [
  { email: demoAccounts.superAdmin.email, ready: TestId.navClinics },
  { email: demoAccounts.clinicAdmin.email, ready: TestId.areaLabel },
  { email: demoAccounts.assistant.email, ready: TestId.assistProviderCard },
  { email: demoAccounts.providerChen.email, ready: TestId.profilePanel },
  { email: demoAccounts.patientPatel.email, ready: TestId.profilePanel },
];

for (const landing of landings) {
  test(`axe finds no serious or critical violation on the landing page of ${landing.email}`, async ({
    page,
  }) => {
    await signIn(page, landing.email);
    await expect(byTestId(page, landing.ready).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
