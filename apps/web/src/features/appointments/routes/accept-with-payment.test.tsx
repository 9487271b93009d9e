import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { Paths } from '@clinicall/shared/paths';
import { IDEMPOTENCY_HEADER, type PaymentReceipt } from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { makeEncounter, pageOf } from '../../../test/encounters';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAccount, renderRoutes } from '../../../test/render';
import { RequestsPage } from './requests-page';

const receipt: PaymentReceipt = {
  transactionId: '7d0c4c1e-7d43-4a8e-9a55-0c1b2a3d4e5f',
  cardToken: 'tok_sandbox_1',
  cardBrand: 'visa',
  cardLast4: '4242',
  amount: 25,
  currency: 'USD',
};

const cashRequest = (transactionId: string | null = null) =>
  makeEncounter({
    status: 'REQUESTED',
    patientPayment: { paymentType: 'CASH', quantity: 25 },
    paymentData: { paymentType: 'CASH', videoTypeId: 5, transactionId },
  });

function renderRequests(rows: Encounter[]) {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  const account = makeAccount([Role.provider], { timeZone: 'America/New_York' });
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, [makeClinic()]));
  mockApi.get('/encounters/requests', ({ request }) => pageOf(rows, request));
  mockApi.get('/payments/config', () => ({
    gateway: 'sandbox',
    publishableKey: null,
    currency: 'USD',
  }));
  let tokens = 0;
  mockApi.post('/payments/sandbox/tokens', () => ({
    cardToken: `tok_sandbox_${++tokens}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    expiresAt: '2030-01-01T00:00:00.000Z',
  }));
  renderRoutes({
    at: Paths.appointmentRequests,
    account,
    routes: [{ path: Paths.appointmentRequests, element: <RequestsPage /> }],
  });
  return userEvent.setup();
}

async function openDialogAndFillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId(TestId.appointmentAccept));
  const dialog = await screen.findByTestId(TestId.acceptPaymentDialog);
  await within(dialog).findByTestId(TestId.paymentCardForm);
  // One change event per billing field: typing key by key only slows the test.
  fireEvent.change(within(dialog).getByLabelText(/Telephone number/), {
    target: { value: '555-0100' },
  });
  fireEvent.change(within(dialog).getByLabelText(/Name on card/), {
    target: { value: 'Paula Provider' },
  });
  await user.type(within(dialog).getByTestId(TestId.paymentCardNumber), '4242424242424242');
  await user.type(within(dialog).getByTestId(TestId.paymentCardExpiry), '1234');
  await user.type(within(dialog).getByTestId(TestId.paymentCardCvc), '123');
  return dialog;
}

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
// C76: accepting needs a supported browser; jsdom's own user agent is not one.
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Each story fills the whole card form; on a shared, loaded machine that outlasts 15 s.
vi.setConfig({ testTimeout: 40_000 });

const level = () => screen.getByTestId(TestId.acceptPaymentDialog).getAttribute('data-level');
const acceptCalls = () => sentRequests('/encounters/status/acceptWithPayment');
const keysSent = () => acceptCalls().map((request) => request.headers.get(IDEMPOTENCY_HEADER));

/** H2: the error level says "An error has occurred." and, below it, the detail. */
function expectErrorLevel(detail: string) {
  const error = screen.getByTestId(TestId.acceptPaymentError);
  expect([...error.children].map((line) => line.textContent)).toEqual([
    Messages.generic.error,
    detail,
  ]);
}

test('C76 C72 accepting a card-paid request opens the payment dialog first; accept runs with the charge', async () => {
  const request = cashRequest();
  mockApi.post('/encounters/status/acceptWithPayment', () => ({
    outcome: 'confirmed',
    message: null,
    payment: receipt,
  }));
  const user = renderRequests([request]);
  const dialog = await openDialogAndFillCard(user);
  expect(dialog.textContent).toContain('$25.00');
  expect(sentRequests('/encounters/status')).toHaveLength(0);
  await user.click(within(dialog).getByTestId(TestId.acceptPaymentSubmit));
  await waitFor(() => expect(level()).toBe('success'));
  expect(await acceptCalls()[0]!.json()).toEqual({ id: request.id, cardToken: 'tok_sandbox_1' });
  expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sentRequests('/encounters/status')).toHaveLength(0);
});

test('C65 C76 the billing fields are checked before anything is charged', async () => {
  const user = renderRequests([cashRequest()]);
  await user.click(await screen.findByTestId(TestId.appointmentAccept));
  const dialog = await screen.findByTestId(TestId.acceptPaymentDialog);
  await within(dialog).findByTestId(TestId.paymentCardForm);
  await user.click(within(dialog).getByTestId(TestId.acceptPaymentSubmit));
  expect(await within(dialog).findByText(Messages.payment.nameOnCardRequired)).toBeTruthy();
  expect(within(dialog).getByText(Messages.payment.phoneRequired)).toBeTruthy();
  expect(acceptCalls()).toHaveLength(0);
});

test('C67 C72 H2 a declined card shows the spec’s payment text; trying again uses a new key', async () => {
  const user = renderRequests([cashRequest()]);
  mockApi.post('/encounters/status/acceptWithPayment', () =>
    apiError(402, { code: 'PAYMENT_FAILED', errorMessage: Messages.payment.failed }),
  );
  const dialog = await openDialogAndFillCard(user);
  await user.click(within(dialog).getByTestId(TestId.acceptPaymentSubmit));
  await waitFor(() => expect(level()).toBe('error'));
  expectErrorLevel(Messages.payment.failed);
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await user.click(await within(dialog).findByTestId(TestId.acceptPaymentSubmit));
  await waitFor(() => expect(acceptCalls()).toHaveLength(2));
  const [first, second] = keysSent();
  expect(second).not.toBe(first);
});

test('C76 a charge with no answer is retried under the same key, so it is never made twice', async () => {
  const user = renderRequests([cashRequest()]);
  mockApi.post('/encounters/status/acceptWithPayment', () => HttpResponse.error());
  const dialog = await openDialogAndFillCard(user);
  await user.click(within(dialog).getByTestId(TestId.acceptPaymentSubmit));
  await waitFor(() => expect(level()).toBe('error'));
  mockApi.post('/encounters/status/acceptWithPayment', () => ({
    outcome: 'confirmed',
    message: null,
    payment: receipt,
  }));
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await user.click(await within(dialog).findByTestId(TestId.acceptPaymentSubmit));
  await waitFor(() => expect(level()).toBe('success'));
  const [first, second] = keysSent();
  expect(second).toBe(first);
  expect(sentRequests('/payments/sandbox/tokens')).toHaveLength(1);
});

test.each([
  { id: 'C70', outcome: 'refunded', message: Messages.payment.confirmFailedRefunded },
  { id: 'C71', outcome: 'refund_failed', message: Messages.payment.confirmFailedRefundFailed },
  { id: 'C69', outcome: 'refund_pending', message: Messages.payment.confirmFailed },
] as const)(
  '$id C77 when the accept fails after the charge ($outcome) the dialog shows the spec’s message',
  async ({ outcome, message }) => {
    const user = renderRequests([cashRequest()]);
    mockApi.post('/encounters/status/acceptWithPayment', () => ({
      outcome,
      message,
      payment: receipt,
    }));
    const dialog = await openDialogAndFillCard(user);
    await user.click(within(dialog).getByTestId(TestId.acceptPaymentSubmit));
    await waitFor(() => expect(level()).toBe('error'));
    expectErrorLevel(message);
  },
);

test('C76 a request the patient already paid is accepted at once, without the payment dialog', async () => {
  const request = cashRequest(receipt.transactionId);
  mockApi.post('/encounters/status', () => ({ ...request, status: 'ACCEPTED' }));
  const user = renderRequests([request]);
  await user.click(await screen.findByTestId(TestId.appointmentAccept));
  await waitFor(() => expect(sentRequests('/encounters/status')).toHaveLength(1));
  expect(screen.queryByTestId(TestId.acceptPaymentDialog)).toBeNull();
});
