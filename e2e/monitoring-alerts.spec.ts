import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { animationsEnded, snap } from './support/shots.js';

test.use({ storageState: storageStateOf('provider') });

/** The demo clinic's monitoring partner. */
const PARTNER = 'simulator';
const MINUTE_MS = 60_000;

/**
 * One part of the page at the phone's and the desktop's width, the desktop's left in place. The
 * page is shot whole (a tall part's own shot would pass under the fixed header) and cut to the part.
 */
async function shoot(page: Page, part: Locator, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // At the top, the fixed header is drawn there and not over the part.
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsEnded(page);
    const box = await part.boundingBox();
    if (!box) throw new Error(`${name}: not on the page`);
    await snap(page, screen(`${name}-${width}.png`), { fullPage: true, clip: box });
  }
}

/** The super admin issues the partner a fresh ingest secret, as an operator would for a partner. */
async function partnerSecret(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/authenticate', {
    data: { email: demoAccounts.superAdmin.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const issued = await request.post(`/api/admin/monitoring/partners/${PARTNER}/secret`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(issued.status()).toBe(200);
  return ((await issued.json()) as { secret: string }).secret;
}

/** Posts readings to the ingest as the partner does: a Standard Webhooks signature of the body. */
async function deliver(request: APIRequestContext, secret: string, readings: unknown[]) {
  const body = JSON.stringify({ readings });
  const id = `msg_${randomUUID()}`;
  const now = new Date();
  const response = await request.post(`/api/monitoring/ingest/${PARTNER}`, {
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, body),
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<{ stored: number; duplicates: number }>;
}

test('G9 G10 G22 G30 issue 23 point 5: Dr. Rivera signs Olivia Grant up, a partner’s sustained high pulse reaches his open dashboard, and he acknowledges it', async ({
  page,
  request,
}) => {
  // Olivia Grant (invited, not signed in yet) is not signed up with the simulator in the demo, and no
  // other journey signs her up.
  await page.goto('/patients');
  await byTestId(page, TestId.rosterSearch).fill('grant');
  const row = byTestId(page, TestId.rosterRow).filter({ hasText: 'Olivia Grant' });
  await row.getByTestId(TestId.rosterViewProfile).click();
  await page.getByRole('tab', { name: 'Remote Patient Monitoring' }).click();
  const patientId = Number(/full-profile\/(\d+)/.exec(page.url())?.[1]);
  expect(patientId).toBeGreaterThan(0);

  // G9 G10 G22: the partner does not know her yet, so the tab offers its sign-up form.
  const form = byTestId(page, TestId.rpmSignupForm);
  await expect(form).toBeVisible();
  const field = (name: string) => form.locator(`input[name="${name}"]`);
  await expect(field('firstName')).toHaveValue('Olivia');
  await expect(field('lastName')).toHaveValue('Grant');
  // Her profile fills in what it knows.
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  await expect(field('dateOfBirth')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await field('mrn').fill('MRN-2301');
  // G25: what her profile has on file is shown read-only; the rest is asked for.
  const entered: Record<string, string> = {
    phoneNumber: '2125550123',
    address: '12 Hudson Street',
    city: 'New York',
    state: 'NY',
    zipCode: '10013',
    email: 'olivia.grant@clinicall.example',
  };
  for (const [name, value] of Object.entries(entered)) {
    if (await field(name).isEditable()) await field(name).fill(value);
  }
  await form.getByTestId(TestId.rpmSignupDevice).first().check();
  await shoot(page, form, 'monitoring-signup-form');
  await form.getByTestId(TestId.rpmSignupSubmit).click();
  // G30: sent, the tab shows the "already sent" state.
  await expect(byTestId(page, TestId.rpmFormSent)).toBeVisible();

  // Dr. Rivera's dashboard is open when the partner delivers.
  await page.goto('/');
  const card = byTestId(page, TestId.rpmAlertsCard);
  await expect(card.getByRole('heading', { name: 'Monitoring alerts' })).toBeVisible();
  await expect(card.getByLabel(/^\d+ open$/)).toBeVisible();
  const alertRow = card.getByTestId(TestId.rpmAlertsCardRow).filter({ hasText: 'Olivia Grant' });
  await expect(alertRow).toHaveCount(0);

  // Issue 23 point 5: a pulse above 120 bpm held for the rule's five minutes. The newest reading is
  // a few minutes ahead (inside the devices' clock slack) so that the simulator's own in-range
  // readings for her, which start once she is active, stay older and cannot clear it mid-journey.
  const secret = await partnerSecret(request);
  const now = Date.now();
  const pulse = (offsetMs: number, value: number) => ({
    id: `e2e-pulse-${randomUUID()}`,
    patientId,
    kind: 'pulse',
    values: { pulse: value },
    unit: 'bpm',
    measuredAt: new Date(now + offsetMs).toISOString(),
  });
  const stored = await deliver(request, secret, [
    pulse(-MINUTE_MS, 138),
    pulse(MINUTE_MS, 141),
    pulse(4 * MINUTE_MS, 144),
  ]);
  expect(stored).toEqual({ stored: 3, duplicates: 0 });

  // The open dashboard shows it without a reload.
  await expect(alertRow).toBeVisible();
  await expect(alertRow).toContainText('144');
  await shoot(page, card, 'monitoring-alerts-card');

  // From the card to her monitoring tab, where the alert waits to be acknowledged.
  await page.setViewportSize({ width: 1280, height: 900 });
  await alertRow.click();
  await expect(page).toHaveURL(new RegExp(`full-profile/${patientId}\\?tab=rpm`));
  const panel = byTestId(page, TestId.rpmAlertsPanel);
  const open = panel.getByTestId(TestId.rpmAlertRow).filter({ hasText: '144' });
  await expect(open).toHaveAttribute('data-state', 'OPEN');
  await shoot(page, panel, 'monitoring-alerts-panel');
  await open.getByTestId(TestId.rpmAlertAcknowledge).click();
  await expect(open.getByTestId(TestId.rpmAlertAcknowledged)).toContainText(
    demoAccounts.providerRivera.lastName,
  );
  await expect(open.getByTestId(TestId.rpmAlertAcknowledge)).toHaveCount(0);
  await shoot(page, panel, 'monitoring-alerts-panel-acknowledged');
});
