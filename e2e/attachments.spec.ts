import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { storageStateOf, type StoredRole } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

/** A page's first list: the lazy chunk, the account and two calls, on a machine shared by many. */
const FIRST_LOAD_MS = 30_000;

/** The id of a demo account, read through its own sign-in. */
async function accountId(request: APIRequestContext, email: string): Promise<number> {
  const signIn = await request.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const account = await request.get('/api/account', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await account.json()) as { id: number }).id;
}

async function pageAs(browser: Browser, role: StoredRole, width = 1280) {
  const context = await browser.newContext({
    storageState: storageStateOf(role),
    viewport: { width, height: width > 500 ? 800 : 844 },
  });
  return context.newPage();
}

/** What a CD with a DICOM study holds: images in a subfolder beside files of other kinds. */
async function cdFolder(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'dicom-cd-'));
  await mkdir(path.join(root, 'DICOM'));
  const image = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), randomBytes(200)]);
  await writeFile(path.join(root, 'DICOM', 'IM0001.dcm'), image);
  await writeFile(path.join(root, 'AUTORUN.INF'), '[autorun]\n');
  return root;
}

/** A small PDF whose bytes are unique to this run, so the comparison proves it is the same file. */
const uniquePdf = () =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${randomBytes(16).toString('hex')}\n`),
    randomBytes(3000),
    Buffer.from('\n%%EOF\n'),
  ]);

test('F52 F53 F54 a patient uploads an attachment and the provider downloads the same bytes', async ({
  browser,
  request,
}) => {
  const patientId = await accountId(request, demoAccounts.patientJones.email);
  const fileName = `Lab results ${randomBytes(3).toString('hex')}.pdf`;
  const bytes = uniquePdf();

  const patient = await pageAs(browser, 'patient');
  await patient.goto(`/patients/${patientId}/attachments`);
  await expect(byTestId(patient, TestId.attachmentsList)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await byTestId(patient, TestId.attachmentsUploadInput).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await expect(byTestId(patient, TestId.attachmentsList)).toContainText(fileName);
  await snap(patient, screen(`attachments-patient-1280.png`), { fullPage: true });

  const provider = await pageAs(browser, 'provider');
  await provider.goto(`/patients/${patientId}/attachments`);
  await byTestId(provider, TestId.attachmentsSearch).fill(fileName.slice(0, -4));
  const row = byTestId(provider, TestId.attachmentRow);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sam Jones');
  const downloading = provider.waitForEvent('download');
  await row.getByRole('button', { name: fileName }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const received = await readFile(await download.path());
  expect(received.equals(bytes)).toBe(true);
});

test('F59 H1 an executable renamed .pdf is refused with the server’s text in the attachment toast', async ({
  browser,
  request,
}) => {
  const patientId = await accountId(request, demoAccounts.patientJones.email);
  const patient = await pageAs(browser, 'patient');
  await patient.goto(`/patients/${patientId}/attachments`);
  await expect(byTestId(patient, TestId.attachmentsList)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await byTestId(patient, TestId.attachmentsUploadInput).setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), randomBytes(2000)]),
  });
  await expect(byTestId(patient, TestId.attachmentError)).toContainText(
    'This type of file is not accepted.',
  );
  await expect(byTestId(patient, TestId.attachmentsList)).not.toContainText('invoice.pdf');
});

test('F53 F60 the provider’s tab and the DICOM modal at desktop and phone widths', async ({
  browser,
  request,
}) => {
  const patientId = await accountId(request, demoAccounts.patientJones.email);
  for (const width of [1280, 390]) {
    const provider = await pageAs(browser, 'provider', width);
    await provider.goto(`/patients/${patientId}/attachments`);
    await expect(byTestId(provider, TestId.attachmentsList)).toContainText('Medication plan.pdf', {
      timeout: FIRST_LOAD_MS,
    });
    await snap(provider, screen(`attachments-provider-${width}.png`), { fullPage: true });
    await byTestId(provider, TestId.dicomOpen).click();
    await byTestId(provider, TestId.dicomFolderInput).setInputFiles(await cdFolder());
    await expect(byTestId(provider, TestId.dicomModal)).toContainText('IM0001.dcm');
    await expect(byTestId(provider, TestId.dicomModal)).toContainText('1 file that is not a .dcm');
    await snap(provider, screen(`attachments-dicom-${width}.png`));
    await provider.context().close();
  }
});
