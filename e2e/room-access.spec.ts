import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { supportEmail } from './environment.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, screen, signIn, waitForMail } from './support/pages.js';
import { checkRoomPass } from './support/room-passes.js';
import { snap } from './support/shots.js';

// Chromium's fake camera and microphone, granted without a prompt.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.describe.configure({ mode: 'serial' });

const brown = demoAccounts.patientBrown;
let appointmentId: number;

/** Resolves when the browser loads a room page (`/room/<pass>`) as a document. */
const roomDocument = (page: Page) =>
  page.waitForRequest(
    (r) => r.resourceType() === 'document' && /\/room\/[\w-]+\.[\w-]+$/.test(r.url()),
  );

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { token: string }).token;
}

test.describe('room entry', () => {
  test.describe('signed in as the patient', () => {
    test.use({ storageState: storageStateOf('patient') });

    test('D28 D30 D31 D32 the tech check reaches success with a preview, pickers and a meter', async ({
      page,
    }) => {
      await page.goto('/tech-check');
      await expect(byTestId(page, TestId.techCheckStatus)).toHaveText(
        'Well done! We are able to access both your camera and microphone.',
      );
      const preview = byTestId(page, TestId.techCheckPreview);
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
      await byTestId(page, TestId.techCheckCamera).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(byTestId(page, TestId.techCheckLevel)).toBeVisible();
      await expect(byTestId(page, TestId.techCheckTestAgain)).toBeVisible();
      await expect(page.getByRole('link', { name: supportEmail })).toBeVisible();
    });
  });

  test.describe('signed in as the provider', () => {
    test.use({ storageState: storageStateOf('provider') });

    test('C103 C104 C105 C106 the provider starts an on-demand call and lands in the room', async ({
      page,
    }) => {
      await page.goto('/appointments/on-demand');
      const start = byTestId(page, TestId.onDemandStart);
      await expect(start).toBeDisabled();
      await byTestId(page, TestId.onDemandSearch).fill('Brown');
      await page.getByRole('button', { name: `Add ${brown.firstName} ${brown.lastName}` }).click();
      await expect(byTestId(page, TestId.onDemandSelected)).toContainText('Patient of record');
      await expect(page.getByText('Everyone who matches is already in the call.')).toBeVisible();
      await expect(start).toBeDisabled();
      await byTestId(page, TestId.onDemandDuration).click();
      await page.getByRole('option', { name: '15 minutes' }).click();
      const room = roomDocument(page);
      await start.click();
      // The provider's own pass names the new appointment (checked once the room page has loaded).
      const pass = new URL((await room).url()).pathname.split('/').pop()!;
      await expect(byTestId(page, TestId.roomPage)).toBeVisible();
      const admitted = await checkRoomPass(page, pass);
      expect(admitted.role).toBe('ROLE_PROVIDER');
      appointmentId = admitted.encounterId;
    });
  });

  test('D19 D20 D22 D27 the patient’s room link: wrong then right date of birth lands on the room', async ({
    page,
    request,
  }) => {
    const mail = await waitForMail(request, brown.email, (m) => m.text.includes('/room-link/'));
    const link = /\/room-link\/[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    await expect(page.getByText('Please enter your date of birth to continue:')).toBeVisible();
    await expect(page.getByText('Invalid date of birth.')).toHaveCount(0);
    const continueButton = byTestId(page, TestId.roomLinkContinue);
    await expect(continueButton).toBeDisabled();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    const date = byTestId(page, TestId.roomLinkDate);
    await date.pressSequentially('01011990');
    await expect(date).toHaveValue('01/01/1990');
    await continueButton.click();
    await expect(byTestId(page, TestId.roomLinkError)).toHaveText('Invalid date of birth.');
    await date.fill('');
    await date.pressSequentially('05211958');
    const room = roomDocument(page);
    await continueButton.click();
    await room;
  });

  test('D18 a guest invited by the provider enters with a name only', async ({ page, request }) => {
    const token = await tokenOf(request, demoAccounts.providerRivera.email);
    const invited = await request.post(`/api/encounters/${appointmentId}/guests`, {
      headers: { authorization: `Bearer ${token}` },
      data: { email: 'guest.e2e@example.org' },
    });
    expect(invited.status()).toBe(201);
    const mail = await waitForMail(request, 'guest.e2e@example.org', (m) =>
      m.text.includes('/login/invite?room='),
    );
    const link = /\/login\/invite\?room=[\w.%-]+/.exec(mail.text)![0];
    await page.goto(link);
    await byTestId(page, TestId.guestFirstName).fill('Gina');
    await byTestId(page, TestId.guestLastName).fill('Guest');
    const room = roomDocument(page);
    await byTestId(page, TestId.guestJoin).click();
    await room;
  });
});

// Last in the serial run: the on-demand call above ends here, so later runs find Rivera free.
test.describe('ending on-demand calls', () => {
  test.use({ storageState: storageStateOf('provider') });

  test('D2 issue 21 defect 6: once a call ends the next starts at once; the signed-in patient gets the started dialog; the provider ends it for everyone', async ({
    page,
    browser,
    request,
  }) => {
    // Two rooms with fake video in a row, on a small machine.
    test.setTimeout(120_000);
    // The call started above ends (it may have ended already: everyone left it a while ago).
    const ended = await request.post(`/api/rooms/encounter/${appointmentId}/end`, {
      headers: {
        authorization: `Bearer ${await tokenOf(request, demoAccounts.providerRivera.email)}`,
      },
    });
    expect(ended.status()).toBe(200);

    // A context of its own, without the provider's stored session this describe uses.
    const patientContext = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: { width: 390, height: 844 },
    });
    const sick = await patientContext.newPage();
    await signIn(sick, brown.email);
    await expect(sick).toHaveURL('/');

    // Its time is free: a new call with the same patient starts now (no "in another appointment").
    await page.goto('/appointments/on-demand');
    await byTestId(page, TestId.onDemandSearch).fill('Brown');
    await page.getByRole('button', { name: `Add ${brown.firstName} ${brown.lastName}` }).click();
    await byTestId(page, TestId.onDemandDuration).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await byTestId(page, TestId.onDemandStart).click();
    await expect(byTestId(page, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');

    // D2: the signed-in patient is told at once and joins from the dialog.
    await expect(byTestId(sick, TestId.appointmentStartedDialog)).toBeVisible();
    await snap(sick, screen('on-demand-started-dialog-phone.png'));
    await byTestId(sick, TestId.appointmentStartedJoin).click();
    await expect(byTestId(sick, TestId.roomPage)).toHaveAttribute('data-phase', 'joined');
    await expect(byTestId(page, TestId.roomRemoteVideo)).toBeVisible();
    await snap(page, screen('room-provider-end-desktop.png'));

    await byTestId(page, TestId.roomEnd).click();
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(byTestId(sick, TestId.roomEnded)).toHaveText(
      'The visit has ended. You can close this page.',
    );
    await snap(sick, screen('room-ended-phone.png'));
    await patientContext.close();
  });
});
