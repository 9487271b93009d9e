import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';
import { byTestId } from './support/pages.js';

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
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
