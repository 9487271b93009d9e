import { expect, test, type Locator } from '@playwright/test';
import { Paths } from '../packages/shared/src/paths.js';
import { RecordAccessMessages } from '../packages/shared/src/record-access/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

/** Whether one of the visit's times lies within the last `minutes` (read from its `<time dateTime>`). */
async function seenWithin(visit: Locator, minutes: number): Promise<boolean> {
  const stamps = await visit
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  return stamps.some((iso) => Date.now() - Date.parse(iso) < minutes * 60_000);
}

test('issue 19 path 5: a provider opens Sam Jones’s profile; Sam then sees that visit of a moment ago in “Who viewed my record”', async ({
  browser,
}) => {
  const provider = await browser.newContext({ storageState: storageStateOf('provider') });
  const doctor = await provider.newPage();
  await doctor.goto(Paths.patients);
  await byTestId(doctor, TestId.rosterSearch).fill('jones');
  const row = byTestId(doctor, TestId.rosterRow).filter({ hasText: 'Sam Jones' });
  await expect(row).toHaveCount(1);
  await row.getByTestId(TestId.rosterViewProfile).click();
  await expect(doctor.getByRole('heading', { name: 'Sam Jones' })).toBeVisible();
  await provider.close();

  const patient = await browser.newContext({ storageState: storageStateOf('patient') });
  const sam = await patient.newPage();
  await sam.goto(Paths.ownProfile);
  await sam.getByRole('tab', { name: RecordAccessMessages.patientTitle }).click();
  const panel = byTestId(sam, TestId.recordViews);
  await expect(panel).toContainText(RecordAccessMessages.patientIntro);
  const byRivera = byTestId(sam, TestId.recordVisit).filter({ hasText: 'Elena Rivera' });
  // The seed's visit of yesterday is there too; the one just made is among the newest.
  await expect(byRivera.first()).toBeVisible();
  await expect.poll(async () => seenWithin(byRivera.first(), 5)).toBe(true);
  await expect(byRivera.first()).toContainText('Profile');
  await expect(byRivera.first()).toContainText('Riverside Family Health');
  // The address the read came from is the clinic's business, not shown to the patient.
  await expect(panel).not.toContainText('192.0.2.10');

  await sam.setViewportSize({ width: 390, height: 844 });
  await snap(sam, screen('record-views-390.png'), { fullPage: true });
  await sam.setViewportSize({ width: 1280, height: 900 });
  await snap(sam, screen('record-views-1280.png'), { fullPage: true });
  await patient.close();
});

test.describe(() => {
  test.use({ storageState: storageStateOf('clinicAdmin') });

  test('issue 19 path 5: the clinic admin finds the reads of Sam Jones’s record in the access log and downloads them as CSV', async ({
    page,
  }) => {
    await page.goto(Paths.clinicAdminDashboard);
    await byTestId(page, TestId.navAccessLog).first().click();
    await expect(page).toHaveURL(Paths.clinicAdminAccessLog);
    const form = byTestId(page, TestId.accessLogForm);
    await form.getByRole('textbox', { name: 'Patient' }).fill('sam jones');
    await form.getByRole('button', { name: 'Search' }).click();
    const rows = byTestId(page, TestId.accessLogRow);
    await expect(rows.first()).toContainText('Sam Jones');
    await expect(byTestId(page, TestId.accessLogTable)).not.toContainText('Priya Patel');

    const download = page.waitForEvent('download');
    await byTestId(page, TestId.accessLogDownload).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^access-log-.*\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv.map((chunk) => Buffer.from(chunk as Uint8Array))).toString();
    expect(text.split('\n')[0]).toContain('time_utc,patient_id,patient_name');
    expect(text).toContain('Sam Jones');
    expect(text).not.toContain('Priya Patel');

    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, screen('access-log-390.png'), { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, screen('access-log-1280.png'), { fullPage: true });
  });
});
