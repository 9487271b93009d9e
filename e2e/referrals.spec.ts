import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Paths, pathTo } from '../packages/shared/src/paths.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, screen, signIn } from './support/pages.js';
import { snap } from './support/shots.js';

/** A PDF of its own for this run, so the bytes downloaded on the other side are known. */
const letter = Buffer.from(
  `%PDF-1.4\n% Referral letter for the e2e journey ${Date.now()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`,
);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** This run's note: it finds the run's referral among the demo's (and a retry's) on any list. */
const note = `Chest pain on exertion; please see her. (${Date.now()})`;
const referralRow = (page: Page) => byTestId(page, TestId.referralRow).filter({ hasText: note });

test('F87 F89 F90 F91 F93 F94 F95 F96 F105 E54 issue 22: Dr. Chen connects with Dr. Sato of another clinic and refers Priya Patel with a PDF; Dr. Sato accepts live, reads her profile and the same bytes; Priya can book Dr. Sato, then revokes and the next read is refused', async ({
  browser,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const sato = await signedIn(browser, demoAccounts.providerSato.email);
  await sato.goto(Paths.referrals);
  await expect(byTestId(sato, TestId.referralRow).first()).toBeVisible();

  // Provider A (Riverside) finds provider B (Lakeside) in the network and connects (F102, F105).
  const chen = await signedIn(browser, demoAccounts.providerChen.email);
  await chen.goto(Paths.providerNetworkFind);
  await byTestId(chen, TestId.networkKeyword).fill('sato');
  const satoRow = byTestId(chen, TestId.networkRow).filter({ hasText: 'Hana Sato' });
  await expect(satoRow).toContainText('Lakeside');
  // A retry finds them connected already.
  if ((await satoRow.getByTestId(TestId.networkCurrent).count()) === 0) {
    await satoRow.getByTestId(TestId.networkAdd).click();
  }
  await expect(satoRow.getByTestId(TestId.networkCurrent)).toBeVisible();

  // F95: the provider to refer to; F96 and F5: whom to refer; F93: the form with a PDF.
  await chen.goto(Paths.patientsReferrals);
  await byTestId(chen, TestId.referProvidersKeyword).fill('sato');
  const choice = byTestId(chen, TestId.referProviderRow).filter({ hasText: 'Hana Sato' });
  await choice.getByTestId(TestId.referChooseProvider).click();
  await expect(chen).toHaveURL(/\/patients\/referrals\/current\?providerId=\d+/);
  await byTestId(chen, TestId.referPatientsSearch).fill('Priya');
  const patientRow = byTestId(chen, TestId.referPatientRow).filter({ hasText: 'Priya Patel' });
  await patientRow.getByTestId(TestId.referSelectPatient).click();
  const dialog = byTestId(chen, TestId.referDialog);
  await expect(dialog.getByTestId(TestId.referProvider)).toHaveText(/Hana Sato/);
  await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
  await byTestId(chen, TestId.referFilesInput).setInputFiles({
    name: 'referral-letter.pdf',
    mimeType: 'application/pdf',
    buffer: letter,
  });
  await expect(byTestId(chen, TestId.referFile)).toHaveCount(1);
  await byTestId(chen, TestId.referSubmit).click();
  await expect(byTestId(chen, TestId.referSuccess)).toBeVisible();
  await byTestId(chen, TestId.referDone).click();
  await chen.goto(Paths.referrals);
  await expect(referralRow(chen).getByTestId(TestId.referralStatus)).toHaveAttribute(
    'data-status',
    'PENDING',
  );

  // B sees it arrive without a reload, accepts it at once (F89, F90).
  const received = referralRow(sato);
  await expect(received).toContainText('Priya Patel');
  await received.getByTestId(TestId.referralAccept).click();
  await expect(received.getByTestId(TestId.referralStatus)).toHaveAttribute(
    'data-status',
    'ACCEPTED',
  );
  // A sees the answer without a reload.
  await expect(referralRow(chen).getByTestId(TestId.referralStatus)).toHaveAttribute(
    'data-status',
    'ACCEPTED',
  );

  // F94: B downloads the attachment: the very bytes A sent.
  const [download] = await Promise.all([
    sato.waitForEvent('download'),
    received.getByTestId(TestId.referralAttachment).first().click(),
  ]);
  expect(await readFile(await download.path())).toEqual(letter);

  // Issue 22 item 4: the grant lets B open the patient's profile.
  const profileRead = sato.waitForResponse((r) =>
    /\/api\/patient\/\d+\/profile$/.test(new URL(r.url()).pathname),
  );
  await received.getByTestId(TestId.referralOpenProfile).click();
  expect((await profileRead).status()).toBe(200);
  const patientId = Number(/full-profile\/(\d+)/.exec(sato.url())?.[1]);
  await expect(sato.getByText('Priya Patel').first()).toBeVisible();
  // Read through the grant: the details with the referral's file, no other tab, no edits.
  await expect(byTestId(sato, TestId.referralReadNotice)).toContainText('referral-letter.pdf');
  await expect(byTestId(sato, TestId.profileTabs).getByRole('tab')).toHaveText(['Patient Details']);
  await expect(sato.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // The print view of the referral, on one page.
  const referralId = Number(
    /referralId=(\d+)/.exec(
      (await referralRow(chen).getByTestId(TestId.referralViewForm).getAttribute('href')) ?? '',
    )?.[1],
  );
  const print = await chen.context().newPage();
  await print.addInitScript(() => {
    // The print dialog and the close after it are the browser's; the page is kept to look at.
    window.print = () => undefined;
    window.close = () => undefined;
  });
  await print.goto(pathTo.printReferralSummary(referralId));
  await expect(byTestId(print, TestId.referralPrintPage)).toContainText('Priya Patel');
  await expect(byTestId(print, TestId.referralPrintPage)).toContainText('Hana Sato');
  await expect(byTestId(print, TestId.referralPrintSignature)).toBeVisible();
  await snap(print, screen('referral-print.png'), { fullPage: true });
  await print.emulateMedia({ media: 'print' });
  // One page: the document's page tree counts one.
  const pdf = (await print.pdf({ format: 'Letter' })).toString('latin1');
  expect(/\/Count (\d+)/.exec(pdf)?.[1]).toBe('1');

  // The patient sees whom she was referred to, and revokes the access on her profile. (Priya: no
  // other journey changes her password, as the reset journey does Noah Brown's.)
  const priya = await signedIn(browser, demoAccounts.patientPatel.email);
  await priya.goto(Paths.referrals);
  // F91: a patient's row names the provider she was referred to.
  await expect(referralRow(priya)).toContainText('Hana Sato');
  // F91: and, the referral accepted, books her: the wizard opens with Dr. Sato chosen.
  await referralRow(priya).getByTestId(TestId.referralBook).click();
  await expect(priya).toHaveURL(new RegExp(Paths.bookAppointment));
  await expect(byTestId(priya, TestId.wizardStep).locator('h2')).toHaveText(
    '2 Select encounter type',
  );
  await expect(priya.getByRole('radio', { name: 'Video Exam' })).toBeVisible();
  await priya.goto(Paths.ownProfile);
  const grant = byTestId(priya, TestId.referralGrant).filter({ hasText: 'Hana Sato' });
  await grant.getByTestId(TestId.referralRevoke).click();
  await byTestId(priya, TestId.confirmAccept).click();
  await expect(grant).toHaveCount(0);

  // B's next read of the profile is refused.
  const refused = sato.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/patient/${patientId}/profile`,
  );
  await sato.goto(pathTo.patientFullProfile(patientId));
  expect((await refused).status()).toBe(403);

  for (const page of [sato, chen, priya]) await page.context().close();
});
