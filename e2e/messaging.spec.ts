import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

const provider = demoAccounts.providerRivera.email;
const patient = demoAccounts.patientJones.email;

/** A PDF of 300 kB with varied bytes, so a truncated or altered download shows. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 300_000 }, (_, i) => 32 + (i % 90))),
]);

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { token: string }).token;
}

async function signedIn(browser: Browser, role: StoredRole) {
  const context = await browser.newContext({ storageState: storageStateOf(role) });
  return { context, page: await context.newPage() };
}

const unreadCount = async (page: Page) =>
  Number(await byTestId(page, TestId.unreadCount).textContent());

test('E13 E26 E19 a provider writes to a patient with an attachment; the patient sees it unread and downloads the same bytes', async ({
  browser,
}) => {
  const subject = `Scan results ${Date.now()}`;
  const patientSide = await signedIn(browser, 'patient');
  await patientSide.page.goto('/');
  await expect(byTestId(patientSide.page, TestId.unreadCount)).toBeVisible();
  const before = await unreadCount(patientSide.page);

  const providerSide = await signedIn(browser, 'provider');
  const page = providerSide.page;
  await page.goto('/messages');
  await byTestId(page, TestId.newMessageButton).click();
  await byTestId(page, TestId.recipientSearch).fill('Jones');
  await page.getByRole('checkbox', { name: /Sam Jones/ }).check();
  await byTestId(page, TestId.messageSubject).fill(subject);
  await byTestId(page, TestId.messageBody).fill(
    'Hi Sam, the scan looks fine. <b>Details</b> attached.',
  );
  await page.locator('input[type="file"]').setInputFiles({
    name: 'scan-report.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await byTestId(page, TestId.messageSend).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(byTestId(page, TestId.messageItem)).toContainText('<b>Details</b>');

  // Without the realtime channel the panel refreshes on navigation.
  await patientSide.page.goto('/');
  await expect.poll(() => unreadCount(patientSide.page), { timeout: 15_000 }).toBe(before + 1);
  await byTestId(patientSide.page, TestId.unreadTopic).first().click();
  await expect(patientSide.page.getByRole('heading', { name: subject })).toBeVisible();
  const downloading = patientSide.page.waitForEvent('download');
  await byTestId(patientSide.page, TestId.messageAttachment).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('scan-report.pdf');
  const saved = await readFile(await download.path());
  expect(saved.equals(pdf)).toBe(true);

  // Screens to look at: the conversation and the list, at desktop and phone widths.
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await patientSide.page.setViewportSize({ width, height: 844 });
    await snap(patientSide.page, screen(`inmail-conversation-${label}.png`));
  }
  await page.goto('/messages');
  await expect(byTestId(page, TestId.topicRow).first()).toBeVisible();
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await snap(page, screen(`inmail-topics-${label}.png`));
  }
  await page.goto('/messages/new');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(byTestId(page, TestId.recipientOption).first()).toBeVisible();
  await snap(page, screen('inmail-new-phone.png'), { fullPage: true });

  await providerSide.context.close();
  await patientSide.context.close();
});

test('E21 E22 E24 a message encounter is completed by the provider and replies disappear', async ({
  browser,
  request,
}) => {
  const subject = `Rash question ${Date.now()}`;
  const patientHeaders = { authorization: `Bearer ${await tokenOf(request, patient)}` };
  const booked = await request.post('/api/encounters/ownedbypatient', {
    headers: patientHeaders,
    data: {
      type: 'MESSAGE',
      provider: { email: provider },
      patientPayment: { paymentType: 'INSURANCE' },
      patientEncounterSymptom: { preCondition: { description: 'Rash' } },
      message: { subject, messageBody: 'A rash appeared on my arm yesterday.' },
    },
  });
  expect(booked.ok()).toBe(true);
  const { id, topicId } = (await booked.json()) as { id: number; topicId: number };
  const providerHeaders = { authorization: `Bearer ${await tokenOf(request, provider)}` };
  const accepted = await request.post('/api/encounters/status', {
    headers: providerHeaders,
    data: { id, status: 'ACCEPTED' },
  });
  expect(accepted.ok()).toBe(true);

  const { context, page } = await signedIn(browser, 'provider');
  await page.goto(`/messages/${topicId}`);
  await expect(byTestId(page, TestId.replyBody)).toBeVisible();
  // E18: the patient who wrote is a link to their profile for the provider.
  await expect(byTestId(page, TestId.messageAuthorProfile)).toHaveAttribute(
    'href',
    /\/patients\/current\/full-profile\/\d+$/,
  );
  await snap(page, screen('inmail-encounter-provider.png'));
  await byTestId(page, TestId.replyBody).fill('Please send a photo of it.');
  await byTestId(page, TestId.replySend).click();
  await expect(byTestId(page, TestId.messageItem)).toHaveCount(2);

  // The patient has the conversation open while the provider completes it.
  const patientSide = await signedIn(browser, 'patient');
  await patientSide.page.goto(`/messages/${topicId}`);
  await expect(byTestId(patientSide.page, TestId.replyBody)).toBeVisible();

  await byTestId(page, TestId.completeEncounter).click();
  await expect(page.getByText('Complete Encounter?')).toBeVisible();
  await byTestId(page, TestId.confirmAccept).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/messages/${topicId}`);
  await expect(byTestId(page, TestId.encounterClosed)).toBeVisible();
  await expect(byTestId(page, TestId.replyBody)).toHaveCount(0);
  await expect(byTestId(page, TestId.printTranscript)).toHaveAttribute(
    'href',
    `/print/inmail-transcript?topicId=${topicId}`,
  );

  // MSG_ENCOUNTER_CLOSED closes the patient's open conversation without a reload.
  await expect(byTestId(patientSide.page, TestId.encounterClosed)).toBeVisible();
  await expect(byTestId(patientSide.page, TestId.replyBody)).toHaveCount(0);
  await expect(byTestId(patientSide.page, TestId.completeEncounter)).toHaveCount(0);

  // E52 E55: the print view, with the print dialog stubbed.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(`/print/inmail-transcript?topicId=${topicId}`);
  await expect(byTestId(page, TestId.transcript)).toContainText('Please send a photo of it.');
  await expect(byTestId(page, TestId.header)).toHaveCount(0);
  await snap(page, screen('inmail-transcript.png'), { fullPage: true });

  await context.close();
  await patientSide.context.close();
});
