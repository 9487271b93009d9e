import { TestId } from '../../packages/shared/src/test-ids.js';
import { demoAccounts } from '../support/accounts.js';
import { byTestId, signIn } from '../support/pages.js';
import { expect, pinnedContext, pinTo, servedBy, test } from './fixtures.js';

test('issue 24: signed in through instance A, the session is used on instance B', async ({
  browser,
  cluster,
}) => {
  const context = await pinnedContext(browser, 'a');
  const page = await context.newPage();
  const signingIn = page.waitForResponse((r) => r.url().endsWith('/api/authenticate'));
  await signIn(page, demoAccounts.patientJones.email);
  const signedIn = await signingIn;
  expect(signedIn.status()).toBe(200);
  expect(servedBy(signedIn)).toBe(cluster.address('a'));
  await expect(page).toHaveURL('/');

  await pinTo(context, 'b');
  const reading = page.waitForResponse((r) => r.url().endsWith('/api/account'));
  await page.goto('/');
  const account = await reading;
  expect(account.status()).toBe(200);
  expect(servedBy(account)).toBe(cluster.address('b'));
  await expect(byTestId(page, TestId.unreadCount)).toBeVisible();
  await context.close();
});
