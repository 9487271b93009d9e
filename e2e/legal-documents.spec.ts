import { expect, test } from '@playwright/test';
import { LegalMessages } from '../packages/shared/src/legal-documents.js';
import { Paths } from '../packages/shared/src/paths.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, screen } from './support/pages.js';
import { snap } from './support/shots.js';

test.use({ storageState: storageStateOf('superAdmin') });

// Publishing would ask every later sign-in of this shared server to accept it, so this journey
// edits and previews but never publishes (the server's tests cover publishing and the gate).
test('issue 20 point 10: the super admin edits the terms’ draft in Markdown and previews it as users will see it, scripts and javascript: links left out', async ({
  page,
}) => {
  await page.goto(Paths.adminDashboard);
  await byTestId(page, TestId.navLegal).click();
  await expect(page).toHaveURL(Paths.adminLegal);
  await expect(page.getByRole('heading', { name: LegalMessages.adminTitle })).toBeVisible();

  // The demo's draft (version 2) names the clinic; version 1 is the installed template.
  const editor = byTestId(page, TestId.legalEditor);
  await expect(editor).toHaveValue(/Riverside Family Health/);
  const preview = byTestId(page, TestId.legalPreview);
  await expect(preview.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(byTestId(page, TestId.legalVersionRow)).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, screen('legal-documents-1280.png'), { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, screen('legal-documents-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await editor.fill(
    '# Terms of Use\n\n## Who we are\n\n<script>window.hacked = true</script>\n\nSee [our site](https://example.org) or [this](javascript:window.hacked=true).',
  );
  await expect(preview.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'our site' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
  expect(await preview.innerHTML()).not.toContain('javascript:');
  await byTestId(page, TestId.legalSaveDraft).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.reload();
  await expect(byTestId(page, TestId.legalEditor)).toHaveValue(/Who we are/);

  // Publishing asks first; cancelling publishes nothing.
  await byTestId(page, TestId.legalPublish).click();
  await expect(page.getByText(LegalMessages.publishConfirm, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(byTestId(page, TestId.legalVersionRow).first()).toContainText('Draft');

  // The other documents have no draft: editing starts from their published text.
  await byTestId(page, TestId.legalKind).getByText('Consent For Telehealth').click();
  await expect(byTestId(page, TestId.legalEditor)).toHaveValue(/# Consent for Telehealth/);
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
});
