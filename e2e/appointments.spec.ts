import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TestId } from '../packages/shared/src/test-ids.js';
import { DEMO_PASSWORD, demoAccounts } from './support/accounts.js';
import { byTestId, signIn, waitForMail } from './support/pages.js';

const ZONE = 'America/New_York';
const provider = demoAccounts.providerRivera.email;
const patient = demoAccounts.patientJones.email;

type Booked = { id: number; startTime: string; status: string };

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/authenticate', {
    data: { email, password: DEMO_PASSWORD, timeZone: ZONE },
  });
  return ((await response.json()) as { token: string }).token;
}

/** The patient asks for the provider's first free phone-call slot (C60); the provider answers. */
async function requestAppointment(request: APIRequestContext): Promise<Booked> {
  const headers = { authorization: `Bearer ${await tokenOf(request, patient)}` };
  const today = new Date().toISOString().slice(0, 10);
  const schedule = await request.get(
    `/api/appointments/schedule?date=${today}&email=${provider}&type=AUDIO&duration=30&days=14&timeZone=${ZONE}`,
    { headers },
  );
  const { days } = (await schedule.json()) as { days: Array<{ starts: string[] }> };
  const startTime = days
    .flatMap((day) => day.starts)
    .find((start) => Date.parse(start) > Date.now() + 3_600_000);
  if (startTime === undefined) throw new Error('the demo provider has no free slot');
  // The schedule answers start times; a booking names its end too (the duration asked for).
  const slot = { startTime, endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString() };
  const booked = await request.post('/api/encounters/ownedbypatient', {
    headers,
    data: {
      ...slot,
      type: 'AUDIO',
      provider: { email: provider },
      patientPayment: { paymentType: 'INSURANCE' },
      patientEncounterSymptom: { preCondition: { description: 'Recurring headaches' } },
      message: { messageBody: 'Headaches for two weeks.' },
    },
  });
  expect(booked.ok()).toBe(true);
  return (await booked.json()) as Booked;
}

/** C90: how the rows write the appointment's start in the viewer's zone. */
function shownAs(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: ZONE,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** A browser in New York, signed in through the login page (which records the zone). */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: ZONE });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL('/');
  return page;
}

const rowOf = (page: Page, booked: Booked) =>
  byTestId(page, TestId.appointmentRow).filter({ hasText: shownAs(booked.startTime) });

test('C74 C78 C93 the provider accepts a request and both dashboards show it confirmed', async ({
  browser,
  request,
}) => {
  const booked = await requestAppointment(request);
  const doctor = await signedIn(browser, provider);
  await doctor.goto('/appointment-requests');
  await rowOf(doctor, booked).getByTestId(TestId.appointmentAccept).click();
  await expect(rowOf(doctor, booked)).toHaveCount(0);

  await doctor.goto('/');
  const confirmed = rowOf(doctor, booked);
  await expect(async () => {
    await byTestId(doctor, TestId.appointmentsLoadMore)
      .click({ timeout: 500 })
      .catch(() => undefined);
    await expect(confirmed).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(confirmed.getByTestId(TestId.appointmentCancel)).toBeVisible();

  const sam = await signedIn(browser, patient);
  const mine = rowOf(sam, booked);
  await expect(async () => {
    await byTestId(sam, TestId.appointmentsLoadMore)
      .click({ timeout: 500 })
      .catch(() => undefined);
    await expect(mine).toBeVisible({ timeout: 1_000 });
  }).toPass();
});

test('C80 the provider declines a request with a reason, which the appointment keeps', async ({
  browser,
  request,
}) => {
  const booked = await requestAppointment(request);
  const doctor = await signedIn(browser, provider);
  await doctor.goto('/appointment-requests');
  await rowOf(doctor, booked).getByTestId(TestId.appointmentDecline).click();
  const dialog = byTestId(doctor, TestId.changeAppointmentDialog);
  await dialog.getByTestId(TestId.changeAppointmentSubmit).click();
  await expect(dialog).toContainText('Please enter a reason.');
  await dialog.getByTestId(TestId.changeAppointmentReason).fill('Fully booked that day');
  await dialog.getByTestId(TestId.changeAppointmentSubmit).click();
  await expect(rowOf(doctor, booked)).toHaveCount(0);

  const headers = { authorization: `Bearer ${await tokenOf(request, patient)}` };
  const declined = await request.get('/api/encounters?status=DECLINED&size=100', { headers });
  const { encountersDTO } = (await declined.json()) as {
    encountersDTO: Array<{ id: number; cancelReason: string | null }>;
  };
  expect(encountersDTO.find((e) => e.id === booked.id)?.cancelReason).toBe('Fully booked that day');
});

test('C99 C100 the e-mailed response link accepts the request without signing in', async ({
  page,
  request,
}) => {
  const booked = await requestAppointment(request);
  const mail = await waitForMail(request, provider, (m) =>
    m.text.includes(`appointmentId=${booked.id}`),
  );
  const link = (mail.text.match(/https?:\/\/\S+\/appointment-response\?\S+/g) ?? [])
    .map((href) => new URL(href))
    .find(
      (url) =>
        url.searchParams.get('type') === 'ACCEPTED' &&
        url.searchParams.get('appointmentId') === String(booked.id),
    );
  if (link === undefined) throw new Error('the request mail has no accept link');
  await page.goto(link.pathname + link.search);
  await expect(byTestId(page, TestId.appointmentResponseResult)).toHaveText(
    'The appointment has been accepted and is now scheduled.',
  );
});
