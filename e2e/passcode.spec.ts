import { expect, test } from '@playwright/test';
import { Messages } from '../packages/shared/src/messages.js';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { byTestId, signIn, waitForMail } from './support/pages.js';

const email = demoAccounts.passcodeProvider.email;
const codeOf = (text: string) => text.match(/passcode is (\d{6})/)?.[1] ?? '';

test('A7 A10 A11 the passcode round trip through the mail outbox', async ({ page, request }) => {
  await signIn(page, email);
  await expect(byTestId(page, TestId.passcodeStep)).toBeVisible();
  const first = codeOf((await waitForMail(request, email, (m) => codeOf(m.text) !== '')).text);

  await byTestId(page, TestId.passcodeRenew).click();
  await expect(byTestId(page, TestId.passcodeSent)).toHaveText(Messages.login.passcodeSent);
  const second = codeOf((await waitForMail(request, email, (m) => codeOf(m.text) !== first)).text);

  const wrong = String((Number(second) + 1) % 1_000_000).padStart(6, '0');
  await byTestId(page, TestId.passcodeInput).fill(wrong);
  await byTestId(page, TestId.passcodeSubmit).click();
  await expect(byTestId(page, TestId.passcodeError)).toHaveText(Messages.login.badPasscode);

  await byTestId(page, TestId.passcodeInput).fill(second);
  await byTestId(page, TestId.passcodeSubmit).click();
  await expect(page).toHaveURL('/');
  await expect(byTestId(page, TestId.profilePanel)).toContainText(
    demoAccounts.passcodeProvider.lastName,
  );
});
