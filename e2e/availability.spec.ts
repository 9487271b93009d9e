import { expect, test } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId } from './support/pages.js';

test.use({ storageState: storageStateOf('provider') });

/** The Monday four weeks from now: no day of it is past, and no booking journey uses it. */
function mondayAhead(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 28 - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

test('C16 C18 C22 C23 the provider sets a week: new times on Monday, Saturday added, Tuesday off', async ({
  page,
}) => {
  await page.goto(`/appointments/availability?week=${mondayAhead()}`);
  const days = byTestId(page, TestId.availabilityDay);
  await expect(days).toHaveCount(7);

  const monday = days.nth(0);
  await monday.getByRole('button', { name: /^Monday/ }).click();
  await monday.getByTestId(TestId.availabilityRangeEnd).first().fill('11:00');
  await monday.getByTestId(TestId.availabilityDaySave).click();
  await expect(monday.getByTestId(TestId.availabilityDayRanges)).toHaveText(
    '09:00AM-11:00AM, 01:00PM-05:00PM',
  );

  const saturday = days.nth(5);
  await expect(saturday.getByTestId(TestId.availabilityDayRanges)).toHaveText('no times set');
  await saturday.getByRole('button', { name: /^Saturday/ }).click();
  await saturday.getByTestId(TestId.availabilityRangeAdd).click();
  const save = saturday.getByTestId(TestId.availabilityDaySave);
  await saturday.getByTestId(TestId.availabilityRangeStart).fill('10:00');
  await expect(saturday.getByTestId(TestId.availabilityRangeError)).toHaveText(
    'Both start and end times must be selected for the time range 1.',
  );
  await expect(save).toBeDisabled();
  await saturday.getByTestId(TestId.availabilityRangeEnd).fill('12:00');
  await save.click();
  await expect(saturday.getByTestId(TestId.availabilityDayRanges)).toHaveText('10:00AM-12:00PM');

  const tuesday = days.nth(1);
  await tuesday.getByRole('button', { name: /^Tuesday/ }).click();
  // The switch's input sits under its track and the fixed header can cover it once scrolled: the
  // click goes to the input itself, once the panel has opened (a forced click by position during
  // the opening landed beside it on a loaded machine).
  const toggle = tuesday.getByTestId(TestId.availabilityDayToggle);
  await expect(toggle).toBeVisible();
  await toggle.dispatchEvent('click');
  await expect(tuesday.getByText('Off', { exact: true })).toBeVisible();

  // What was saved is what the server now holds.
  await page.reload();
  await expect(days.nth(0).getByTestId(TestId.availabilityDayRanges)).toHaveText(
    '09:00AM-11:00AM, 01:00PM-05:00PM',
  );
  await expect(days.nth(5).getByTestId(TestId.availabilityDayRanges)).toHaveText('10:00AM-12:00PM');
});
