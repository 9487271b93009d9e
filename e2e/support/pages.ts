import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TestId } from '../../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './accounts.js';

/** Where journeys leave screenshots to look at, beside the run's other artifacts (not committed). */
export const screen = (name: string) =>
  path.join(import.meta.dirname, '..', '.artifacts', 'screens', name);

export const byTestId = (page: Page, id: TestId) => page.getByTestId(id);

/** Fills the login form as a person would: e-mail, password, the terms box, Sign In. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await byTestId(page, TestId.loginEmail).fill(email);
  await byTestId(page, TestId.loginPassword).fill(password);
  await byTestId(page, TestId.loginTerms).check();
  await byTestId(page, TestId.loginSubmit).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

type OutboxMail = { to: string; subject: string; text: string; html: string };

/** The development outbox is the super admin's to read: it holds every account's links and codes. */
async function superAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/authenticate', {
    data: { email: demoAccounts.superAdmin.email, password: DEMO_PASSWORD },
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`the super admin could not sign in: ${response.status()}`);
  return body.token;
}

/** Waits for the newest mail to `to` in the development outbox that satisfies `match`. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  const token = await superAdminToken(request);
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const mails = (await response.json()) as OutboxMail[];
      found = mails.find(match);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
