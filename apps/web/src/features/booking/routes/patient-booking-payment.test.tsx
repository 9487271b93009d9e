import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { IDEMPOTENCY_HEADER, type PaymentReceipt } from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { LocationProbe, makeAccount, renderRoutes } from '../../../test/render';
import { emptyDraft, type BookingDraft } from '../booking-draft';
import { draftKey } from '../hooks/use-stored-draft';
import { PatientBookingPage } from './patient-booking-page';

const account = makeAccount([Role.patient], { id: 31, timeZone: 'America/Chicago' });
const provider = { id: 21, name: 'Marcus Chen', email: 'dr.chen@clinicall.example' };

const videoType = (price: number) => ({
  id: 5,
  encounterName: 'Follow-up',
  description: 'A short follow-up',
  duration: 30,
  price,
  allowAppointmentTemplate: false,
  templateId: null,
  requireAttachment: false,
});

const offerings = (price: number): Offerings => ({
  providerId: provider.id,
  paymentTypes: ['INSURANCE'],
  inOfficeAllowed: true,
  encounterAccounts: [
    { encounterType: 'VIDEO', active: true, quantity: 0, encounterVideoTypes: [videoType(price)] },
  ],
});

/** A draft left at the payment step (C39): the video sub-type chosen, so INSURANCE (C34). */
const atPaymentStep = (price: number): BookingDraft => ({
  ...emptyDraft,
  step: 4,
  provider,
  type: 'VIDEO',
  videoTypeId: 5,
  duration: 30,
  paymentType: 'INSURANCE',
  price,
  slot: {
    date: '2030-01-07',
    startTime: '2030-01-07T15:00:00.000Z',
    endTime: '2030-01-07T15:30:00.000Z',
    localTime: '09:00',
  },
  condition: 'Cough',
  messageBody: 'Since Monday',
});

const booked = (price: number): Encounter => ({
  id: 77,
  clinicId: 1,
  type: 'VIDEO',
  status: 'REQUESTED',
  startTime: '2030-01-07T15:00:00.000Z',
  endTime: '2030-01-07T15:30:00.000Z',
  date: '2030-01-07',
  duration: 30,
  whatIsWrong: null,
  patientEncounterSymptom: { preCondition: { description: 'Cough' } },
  preCondition: 'Cough',
  patient: { id: 31, firstName: 'Priya', lastName: 'Patel', email: 'p@x.org', isActiveRPM: false },
  provider: {
    id: 21,
    firstName: 'Marcus',
    lastName: 'Chen',
    email: provider.email,
    primarySpecialty: null,
  },
  patientPayment: { paymentType: 'CASH', quantity: price },
  paymentData: { paymentType: 'CASH', videoTypeId: 5, transactionId: null },
  videoTypeName: 'Follow-up',
  room: null,
  roomStartTime: null,
  roomEndTime: null,
  topicId: null,
  ownedByLogguedUser: true,
  leadProviderId: 21,
  cancelReason: null,
  finishReason: null,
  message: { subject: null, messageBody: 'Since Monday' },
  questionnaire: null,
  hasDangerousTravel: null,
  hasFeverHistory: null,
  hasRashHistory: null,
  createdDate: '2029-12-01T10:00:00.000Z',
});

const receipt: PaymentReceipt = {
  transactionId: '7d0c4c1e-7d43-4a8e-9a55-0c1b2a3d4e5f',
  cardToken: 'tok_sandbox_1',
  cardBrand: 'visa',
  cardLast4: '4242',
  amount: 40,
  currency: 'USD',
};

function renderPage(price: number) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  localStorage.setItem(draftKey('patient', account.id), JSON.stringify(atPaymentStep(price)));
  mockApi.get('/providers/offering', () => offerings(price));
  // After a booking the wizard starts again at its provider step.
  mockApi.get('/appointments/providers', () => ({ content: [], last: true, totalElements: 0 }));
  mockApi.get('/payments/config', () => ({
    gateway: 'sandbox',
    publishableKey: null,
    currency: 'USD',
  }));
  mockApi.post('/encounters/ownedbypatient', () => booked(price));
  let tokens = 0;
  mockApi.post('/payments/sandbox/tokens', () => ({
    cardToken: `tok_sandbox_${++tokens}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    expiresAt: '2030-01-01T00:00:00.000Z',
  }));
  renderRoutes({
    at: '/patient/appointments/make',
    account,
    routes: [
      { path: '/patient/appointments/make', element: <PatientBookingPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
  return userEvent.setup();
}

const confirmButton = () => screen.getByTestId(TestId.wizardContinue);

async function payByCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.click(await screen.findByRole('radio', { name: 'Pay myself ($40.00)' }));
  await screen.findByTestId(TestId.paymentCardForm);
  // One change event per billing field: typing key by key only slows the test.
  fireEvent.change(screen.getByLabelText(/Telephone number/), { target: { value: '555-0100' } });
  fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'Priya Patel' } });
  await user.type(screen.getByTestId(TestId.paymentCardNumber), cardNumber);
  await user.type(screen.getByTestId(TestId.paymentCardExpiry), '1234');
  await user.type(screen.getByTestId(TestId.paymentCardCvc), '123');
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(confirmButton());
  const dialog = await screen.findByTestId(TestId.bookingDialog);
  expect(dialog.textContent).toContain('Payment: $40.00 by card');
  await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
  return dialog;
}

const dialogLevel = () => screen.getByTestId(TestId.bookingDialog).getAttribute('data-level');

/** H2: level 3 says "An error has occurred." and, below it, the detail. */
function expectErrorLevel(dialog: HTMLElement, detail: string) {
  const error = within(dialog).getByTestId(TestId.bookingDialogError);
  expect([...error.children].map((line) => line.textContent)).toEqual([
    Messages.generic.error,
    detail,
  ]);
}
const PAID = '/encounters/ownedbypatient/paid';
const keysSent = () => sentRequests(PAID).map((request) => request.headers.get(IDEMPOTENCY_HEADER));
const bodiesSent = () =>
  Promise.all(sentRequests(PAID).map((request) => request.json() as Promise<unknown>));
const paid = (price: number) => ({ encounter: booked(price), payment: receipt });

beforeEach(() => localStorage.clear());

// Each story walks the whole payment form; on a shared, loaded machine that outlasts 15 s.
vi.setConfig({ testTimeout: 40_000 });

describe('patient booking: payment step', () => {
  test('C62 C34 a video visit starts as insurance: the provider bills it, no card form', async () => {
    renderPage(40);
    const note = await screen.findByTestId(TestId.bookingPaymentNote);
    expect(note.textContent).toContain('Your provider bills your insurance');
    expect(screen.getByRole('radio', { name: 'Bill my insurance' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByTestId(TestId.paymentCardForm)).toBeNull();
  });

  test('C63 a self-paid visit that costs 0 shows the no-payment note and charges nothing', async () => {
    const user = renderPage(0);
    await user.click(await screen.findByRole('radio', { name: 'Pay myself ($0.00)' }));
    expect(screen.getByTestId(TestId.bookingNoPaymentNote).textContent).toContain('No card');
    expect(screen.queryByTestId(TestId.paymentCardForm)).toBeNull();
    await user.click(confirmButton());
    const dialog = await screen.findByTestId(TestId.bookingDialog);
    await user.click(within(dialog).getByTestId(TestId.bookingDialogConfirm));
    await waitFor(() => expect(dialogLevel()).toBe('1'));
    expect(await sentRequests('/encounters/ownedbypatient')[0]!.json()).toMatchObject({
      patientPayment: { paymentType: 'CASH', quantity: 0 },
    });
    expect(sentRequests('/makePayment')).toHaveLength(0);
  });

  test('C64 a priced self-paid visit asks for billing info and the sandbox card fields', async () => {
    const user = renderPage(40);
    await user.click(await screen.findByRole('radio', { name: 'Pay myself ($40.00)' }));
    const form = await screen.findByTestId(TestId.paymentCardForm);
    for (const label of [
      'Customer name',
      'Address line 1',
      'Address line 2',
      'Telephone number',
      'Name on card',
      'Card number',
      'Expiry',
      'CVC',
    ]) {
      expect(within(form).getByLabelText(new RegExp(label))).toBeTruthy();
    }
    await user.type(screen.getByTestId(TestId.paymentCardNumber), '4242424242424242');
    await user.type(screen.getByTestId(TestId.paymentCardExpiry), '1234');
    expect(screen.getByTestId(TestId.paymentCardNumber)).toHaveProperty(
      'value',
      '4242 4242 4242 4242',
    );
    expect(screen.getByTestId(TestId.paymentCardExpiry)).toHaveProperty('value', '12/34');
    // Development shows the sandbox's test cards.
    expect(form.textContent).toContain('4000 0000 0000 0002');
    expect(form.textContent).toContain('4000 0000 0000 9995');
  });

  test('C65 issue 21: missing name on card and phone show the spec texts before any summary; nothing is booked', async () => {
    const user = renderPage(40);
    await user.click(await screen.findByRole('radio', { name: 'Pay myself ($40.00)' }));
    await screen.findByTestId(TestId.paymentCardForm);
    await user.click(confirmButton());
    expect(await screen.findByText(Messages.payment.nameOnCardRequired)).toBeTruthy();
    expect(screen.getByText(Messages.payment.phoneRequired)).toBeTruthy();
    expect(screen.queryByTestId(TestId.bookingDialog)).toBeNull();
    expect(sentRequests(PAID)).toHaveLength(0);
    expect(sentRequests('/payments/sandbox/tokens')).toHaveLength(0);
  });

  test("C65 issue 21: a card error is the card provider's own text, shown on the payment step instead of the summary", async () => {
    const user = renderPage(40);
    mockApi.post('/payments/sandbox/tokens', () =>
      apiError(400, { code: 'VALIDATION', errorMessage: Messages.payment.cardExpired }),
    );
    await payByCard(user, '4242424242424242');
    await user.click(confirmButton());
    expect(await screen.findByText(Messages.payment.cardExpired)).toBeTruthy();
    expect(screen.queryByTestId(TestId.bookingDialog)).toBeNull();
    expect(sentRequests(PAID)).toHaveLength(0);
  });

  test('C64 issue 21: an invalid expiry keeps the summary from claiming "Payment: $40.00 by card"; once fixed it shows', async () => {
    const user = renderPage(40);
    mockApi.post(PAID, () => paid(40));
    await user.click(await screen.findByRole('radio', { name: 'Pay myself ($40.00)' }));
    await screen.findByTestId(TestId.paymentCardForm);
    fireEvent.change(screen.getByLabelText(/Telephone number/), { target: { value: '555-0100' } });
    fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'Priya Patel' } });
    await user.type(screen.getByTestId(TestId.paymentCardNumber), '4242424242424242');
    await user.type(screen.getByTestId(TestId.paymentCardExpiry), '1334');
    await user.type(screen.getByTestId(TestId.paymentCardCvc), '123');
    await user.click(confirmButton());
    expect(await screen.findByText("Your card's expiration date is invalid.")).toBeTruthy();
    expect(screen.queryByText(/by card/)).toBeNull();
    expect(sentRequests('/payments/sandbox/tokens')).toHaveLength(0);

    await user.clear(screen.getByTestId(TestId.paymentCardExpiry));
    await user.type(screen.getByTestId(TestId.paymentCardExpiry), '1234');
    await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('1'));
    // The card was tokenized once, when the payment step was left, and that token was charged.
    expect(sentRequests('/payments/sandbox/tokens')).toHaveLength(1);
    expect(await bodiesSent()).toMatchObject([{ payment: { cardToken: 'tok_sandbox_1' } }]);
  });

  test('C66 C72 the request is booked and charged in one call; the dialog shows success', async () => {
    const user = renderPage(40);
    mockApi.post(PAID, () => paid(40));
    await payByCard(user, '4242424242424242');
    await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('1'));
    expect(sentRequests('/encounters/ownedbypatient')).toHaveLength(0);
    expect(sentRequests('/makePayment')).toHaveLength(0);
    expect(await bodiesSent()).toEqual([
      {
        booking: expect.objectContaining({
          type: 'VIDEO',
          startTime: '2030-01-07T15:00:00.000Z',
          provider: { id: provider.id },
          patientPayment: { paymentType: 'CASH', quantity: 40 },
          paymentData: { paymentType: 'CASH', videoTypeId: 5 },
        }),
        payment: { phone: '555-0100', nameOnCard: 'Priya Patel', cardToken: 'tok_sandbox_1' },
      },
    ]);
    expect(localStorage.getItem(draftKey('patient', account.id))).toBeNull();
  });

  test('C67 C72 H2 a declined charge shows "An error has occurred." and the spec text; nothing was booked', async () => {
    const user = renderPage(40);
    mockApi.post(PAID, () =>
      apiError(402, {
        code: 'PAYMENT_FAILED',
        errorMessage: Messages.payment.failed,
        detail: 'The card was declined.',
      }),
    );
    await payByCard(user, '4000000000000002');
    const dialog = await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('3'));
    expectErrorLevel(dialog, Messages.payment.failed);
    expect(dialog.textContent).toContain('was not booked and your card was not charged');

    // A declined card is final: the next try is a new booking with a new token and key.
    mockApi.post(PAID, () => paid(40));
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('1'));
    const [first, second] = keysSent();
    expect(first).not.toBe(second);
    expect(
      (await bodiesSent()).map((body) => (body as { payment: { cardToken: string } }).payment),
    ).toMatchObject([{ cardToken: 'tok_sandbox_1' }, { cardToken: 'tok_sandbox_2' }]);
  });

  test('C68 a payment failure without a server text shows "There was an error. Check the data and try again."', async () => {
    const user = renderPage(40);
    mockApi.post(PAID, () => HttpResponse.error());
    await payByCard(user, '4242424242424242');
    const dialog = await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('3'));
    expectErrorLevel(dialog, Messages.payment.checkData);
    expect(dialog.textContent).toContain('you will not be booked or charged twice');
  });

  test('C68 in the booking modal a payment refusal shows the server text', async () => {
    const user = renderPage(40);
    mockApi.post(PAID, () =>
      apiError(409, { code: 'IDEMPOTENCY_KEY_REUSED', errorMessage: Messages.payment.keyReused }),
    );
    await payByCard(user, '4242424242424242');
    const dialog = await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('3'));
    expectErrorLevel(dialog, Messages.payment.keyReused);
  });

  test('C66 issue 19 path 9: a retry after an unanswered booking reuses its idempotency key, which with the card token stays out of the stored draft', async () => {
    const user = renderPage(40);
    let calls = 0;
    mockApi.post(PAID, () => (calls++ === 0 ? HttpResponse.error() : paid(40)));
    await payByCard(user, '4242424242424242');
    const dialog = await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('3'));
    const stored = localStorage.getItem(draftKey('patient', account.id)) ?? '';
    expect(stored).toContain('"paymentType":"CASH"');
    expect(stored).not.toContain('tok_sandbox');
    expect(stored).not.toContain('pendingCharge');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await confirm(user);
    await waitFor(() => expect(dialogLevel()).toBe('1'));
    const [first, second] = keysSent();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    const [firstBody, secondBody] = await bodiesSent();
    expect(secondBody).toEqual(firstBody);
    expect(sentRequests('/payments/sandbox/tokens')).toHaveLength(1);
  });

  test('C31 a paid booking of a slot taken meanwhile returns to the date step with the message', async () => {
    const user = renderPage(40);
    mockApi.get('/appointments/schedule', () => ({
      providerId: provider.id,
      timeZone: 'America/Chicago',
      duration: 30,
      days: [],
    }));
    mockApi.post(PAID, () =>
      apiError(409, { code: 'SLOT_TAKEN', errorMessage: SchedulingMessages.slotTaken }),
    );
    await payByCard(user, '4242424242424242');
    await confirm(user);
    expect((await screen.findByTestId(TestId.bookingSlotTaken)).textContent).toBe(
      SchedulingMessages.slotTaken,
    );
    expect(screen.getByTestId(TestId.wizardStep).querySelector('h2')?.textContent).toBe(
      '3 Select date & time',
    );
  });
});
