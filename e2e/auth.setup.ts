import { expect, test as setup } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf, storedRoles, type StoredRole } from './support/auth-state.js';
import { byTestId, signIn } from './support/pages.js';

// Each sign-in is independent, so both workers can share the five.
setup.describe.configure({ mode: 'parallel' });

for (const role of Object.keys(storedRoles) as StoredRole[]) {
  setup(`the ${role} signs in through the login page once for every journey`, async ({ page }) => {
    await signIn(page, storedRoles[role].email);
    // The account menu renders only once the signed-in shell has the account (A28). Every journey
    // waits on this step, and password hashing makes sign-in the slowest call on a busy machine,
    // so it gets more time than a single assertion.
    await expect(byTestId(page, TestId.userMenu)).toBeVisible({ timeout: 45_000 });
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
