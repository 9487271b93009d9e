import { expect, test, type Browser, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { byTestId, signIn } from './support/pages.js';

// This project runs after the other journeys (see the config): sessions they left are ended first.
const email = demoAccounts.familyMember.email;

const agents = {
  phone: 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
};

/** A browser of its own (cookies, storage, user agent), signed in as the account. */
async function signedInBrowser(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent === undefined ? {} : { userAgent });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(byTestId(page, TestId.profilePanel)).toBeVisible();
  return page;
}

/** What a browser shows once it asks the server something again. */
async function expectSignedOut(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
}

test.beforeAll(async ({ request }) => {
  const signedIn = await request.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const ended = await request.delete('/api/account/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(204);
});

test('a user signs out another session, then everywhere, which ends the other browser too', async ({
  browser,
}) => {
  const desk = await signedInBrowser(browser);
  const phone = await signedInBrowser(browser, agents.phone);
  const tablet = await signedInBrowser(browser, agents.tablet);

  await byTestId(desk, TestId.userMenu).click();
  await byTestId(desk, TestId.accountSessionsOpen).click();
  await expect(desk).toHaveURL('/account/sessions');
  const sessions = byTestId(desk, TestId.sessionItem);
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ has: byTestId(desk, TestId.sessionCurrent) })).toHaveCount(1);

  await sessions
    .filter({ hasText: 'Firefox 120 on Android' })
    .getByTestId(TestId.sessionEnd)
    .click();
  await expect(sessions).toHaveCount(2);
  await expectSignedOut(phone);
  await tablet.reload();
  await expect(byTestId(tablet, TestId.profilePanel)).toBeVisible();

  await byTestId(desk, TestId.sessionsEndAll).click();
  await byTestId(desk, TestId.confirmAccept).click();
  await expect(desk).toHaveURL('/login');
  await expect(desk.getByText('You have been signed out everywhere.')).toBeVisible();
  await expectSignedOut(tablet);
});
