import { expect, test, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { demoAccounts } from './support/accounts.js';
import { storageStateOf } from './support/auth-state.js';
import { byTestId, signIn } from './support/pages.js';

/**
 * Issue 21, the daylight-saving part: Dr. Chen's recurring week is 09:00-17:00 Chicago time; Sam
 * Jones books from New York time on a Berlin computer. Across the next US clock change his first
 * slot stays 10:00 AM New York while its UTC instant moves by the hour the clocks moved. The server's
 * clock cannot be pinned, so the change is the next real one; the e2e server's request window
 * (ENCOUNTER_REQUEST_WINDOW_DAYS in playwright.config.ts) reaches it. Nothing is booked.
 */
test.use({ storageState: storageStateOf('patient'), timezoneId: 'Europe/Berlin' });

const DAY_MS = 86_400_000;
const CHICAGO = 'America/Chicago';

/** The zone's offset from UTC in minutes at `instant` ("GMT-05:00" → -300). */
function offsetMinutes(instant: number, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDate(Date.parse(date) + days * DAY_MS);

/**
 * The Friday before and the Monday after the first Chicago clock change at least a week away (the
 * US changes on a Sunday, New York and Chicago together), so both days are bookable and in the
 * future whenever this runs.
 */
function aroundNextChange() {
  const start = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate() + 7,
    18,
  );
  for (let noon = start; noon < start + 366 * DAY_MS; noon += DAY_MS) {
    const before = offsetMinutes(noon - DAY_MS, CHICAGO);
    const after = offsetMinutes(noon, CHICAGO);
    if (before !== after) {
      return {
        friday: isoDate(noon - 2 * DAY_MS),
        monday: isoDate(noon + DAY_MS),
        shiftMinutes: after - before,
      };
    }
  }
  throw new Error('No clock change in America/Chicago within a year');
}

/** "Fri, Mar 12", as the date step labels its days. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(Date.parse(date));

/** The booking wizard at its date step for a video visit with Dr. Chen. */
async function toDateStep(page: Page) {
  await page.goto('/patient/appointments/make');
  await expect(byTestId(page, TestId.bookingEmergency)).toBeVisible();
  await byTestId(page, TestId.bookingPersonSearch).fill('Chen');
  await page.getByRole('radio', { name: /Chen/ }).click();
  await byTestId(page, TestId.wizardContinue).click();
  await page.getByRole('radio', { name: 'Video Exam' }).click();
  await byTestId(page, TestId.bookingVideoTypeOption).first().click();
  await byTestId(page, TestId.wizardContinue).click();
  await expect(byTestId(page, TestId.bookingDay).first()).toBeVisible();
}

/** Pages a week at a time to `date`, opens it and answers its first slot's text and instant. */
async function firstSlotOn(page: Page, date: string) {
  const day = byTestId(page, TestId.bookingDay).filter({ hasText: shortDay(date) });
  // Each week's days are shown once its free times have loaded; a year is 53 weeks at most.
  for (let week = 0; week < 53 && (await day.count()) === 0; week += 1) {
    const lastShown = await byTestId(page, TestId.bookingDay).last().innerText();
    await page.getByRole('button', { name: 'Later days' }).click();
    await expect(byTestId(page, TestId.bookingDay).last()).not.toHaveText(lastShown);
  }
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const slot = byTestId(page, TestId.bookingSlot).first();
  await expect(slot).toBeVisible();
  return { time: await slot.innerText(), startTime: (await slot.getAttribute('data-start-time'))! };
}

/** Minutes since UTC midnight of an instant. */
const utcMinuteOfDay = (iso: string) => (Date.parse(iso) % DAY_MS) / 60_000;

test('C30 issue 21: across a daylight-saving change a Chicago schedule keeps its wall-clock hours for a New York patient on a Berlin computer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { friday, monday, shiftMinutes } = aroundNextChange();
  await toDateStep(page);
  await expect(page.getByText('Times in Eastern Time (New York)').first()).toBeVisible();

  const before = await firstSlotOn(page, friday);
  const after = await firstSlotOn(page, monday);

  // 09:00 in Chicago is 10:00 in New York on both sides of the change...
  expect(before.time).toBe('10:00 AM');
  expect(after.time).toBe('10:00 AM');
  // ...and a different UTC instant: the clocks' hour (spring: 15:00Z before, 14:00Z after).
  expect(utcMinuteOfDay(after.startTime) - utcMinuteOfDay(before.startTime)).toBe(-shiftMinutes);
  expect(isoDate(Date.parse(before.startTime))).toBe(friday);
  expect(isoDate(Date.parse(after.startTime))).toBe(monday);
});

test('C16 issue 21: the Chicago provider’s availability shows the same hours in the weeks either side of the change', async ({
  browser,
}) => {
  const { friday, monday } = aroundNextChange();
  // Signed out: the file's stored state is the patient's.
  const context = await browser.newContext({
    timezoneId: 'Europe/Berlin',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, demoAccounts.providerChen.email);
  await expect(byTestId(page, TestId.header)).toBeVisible();
  const days = byTestId(page, TestId.availabilityDay);
  const hours = '09:00AM-12:00PM, 01:00PM-05:00PM';

  // The week holding the Friday before the change (it starts four days earlier)...
  await page.goto(`/appointments/availability?week=${addDays(friday, -4)}`);
  await expect(byTestId(page, TestId.practiceZone)).toContainText('America/Chicago');
  await expect(days).toHaveCount(7);
  await expect(days.nth(4).getByTestId(TestId.availabilityDayRanges)).toHaveText(hours);
  // ...and the week starting the Monday after it.
  await page.goto(`/appointments/availability?week=${monday}`);
  await expect(days.nth(0)).toContainText(shortDay(monday).split(', ')[1]!);
  await expect(days.nth(0).getByTestId(TestId.availabilityDayRanges)).toHaveText(hours);
  await context.close();
});
