import { expect, test } from '@playwright/test';
import { AdminAuditMessages } from '../packages/shared/src/admin-audit/admin-audit.js';
import { Paths } from '../packages/shared/src/paths.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

test.use({ storageState: storageStateOf('superAdmin') });

const day = (date: Date) => date.toISOString().slice(0, 10);

test('B85 B86 B88 B89 I18: the super admin downloads the last year’s usage report, named by its days, one row per encounter in range; the admin audit shows the download', async ({
  page,
}) => {
  await page.goto(Paths.adminDashboard);
  await byTestId(page, TestId.adminAreaLink).filter({ hasText: 'Reports/Encounters' }).click();
  await expect(page).toHaveURL(Paths.adminEncounterReport);
  // B85: the last 15 days, written MMM D, YYYY.
  await expect(byTestId(page, TestId.usageReportRange)).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('usage-report-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, screen('usage-report-1280.png'), { fullPage: true });

  await byTestId(page, TestId.usageReportQuickRange).filter({ hasText: 'Last Year' }).click();
  const download = page.waitForEvent('download');
  await byTestId(page, TestId.usageReportDownload).click();
  const file = await download;
  const name = /^usage_report_(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\.csv$/.exec(
    file.suggestedFilename(),
  );
  expect(name, file.suggestedFilename()).not.toBeNull();
  const [, from = '', to = ''] = name ?? [];
  const chunks = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk as Uint8Array)))
    .toString()
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'encounter_id,start_time_utc,clinic_id,clinic_name,provider_id,provider_name,patient_id,patient_name,type,status,duration_minutes,payment_type,price_usd,charged_usd,refunded_usd',
  );
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.length).toBeGreaterThan(0);
  // Every row's start falls in the UTC days of the file name, oldest first.
  const starts = rows.map((cells) => cells[1] ?? '');
  for (const start of starts) {
    expect(day(new Date(start)) >= from && day(new Date(start)) <= to, start).toBe(true);
  }
  expect(starts).toEqual([...starts].sort());
  expect(lines.join('\n')).toContain('Riverside Family Health');

  await page.goto(Paths.adminDashboard);
  await byTestId(page, TestId.adminAreaLink).filter({ hasText: AdminAuditMessages.title }).click();
  await expect(page).toHaveURL(Paths.adminAudit);
  const newest = byTestId(page, TestId.adminAuditRow).first();
  await expect(newest).toContainText('admin.report.download');
  await expect(newest).toContainText(`usage_report ${from}..${to}`);
  // The demo's earlier admin actions show what changed.
  await expect(byTestId(page, TestId.adminAuditTable)).toContainText('allowPatientAttachment');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('admin-audit-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, screen('admin-audit-1280.png'), { fullPage: true });
});
