import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { setToken } from '../../../lib/auth/auth-storage';
import { mockApi } from '../../../test/mock-api';
import { makeAccount, renderRoutes } from '../../../test/render';
import { useCardPayment, type PendingCharge } from '../hooks/use-card-payment';
import { CardForm } from './card-form';

const createPaymentMethod = vi.fn();

// Stripe.js loads from js.stripe.com; here its elements are plain stand-ins.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve({})) }));
vi.mock('@stripe/react-stripe-js', () => {
  const element = (label: string) => () => <span>{label} frame</span>;
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => ({ createPaymentMethod }),
    useElements: () => ({ getElement: () => ({}) }),
    CardNumberElement: element('number'),
    CardExpiryElement: element('expiry'),
    CardCvcElement: element('cvc'),
  };
});

/** The form and a button that asks it for a charge, showing what came back. */
function Harness() {
  const card = useCardPayment();
  const [pending, setPending] = useState<PendingCharge | null | 'none'>('none');
  return (
    <>
      <CardForm form={card.form} />
      <button type="button" onClick={() => void card.prepare(null).then(setPending)}>
        Prepare
      </button>
      <output>{pending === 'none' ? '' : JSON.stringify(pending)}</output>
    </>
  );
}

function renderForm(gateway: 'stripe' | 'none') {
  setToken({ token: 't', expires: Date.now() + 3_600_000 });
  mockApi.get('/payments/config', () => ({
    gateway,
    publishableKey: gateway === 'stripe' ? 'pk_test_123' : null,
    currency: 'USD',
  }));
  renderRoutes({
    at: '/',
    account: makeAccount([Role.patient]),
    routes: [{ path: '/', element: <Harness /> }],
  });
  return userEvent.setup();
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Telephone number/), '555-0100');
  await user.type(screen.getByLabelText(/Name on card/), 'Priya Patel');
  await user.type(screen.getByLabelText(/Address line 1/), '12 Elm Street');
}

describe('card form', () => {
  test('C64 with Stripe the card fields are Stripe Elements and the token is a PaymentMethod id', async () => {
    createPaymentMethod.mockResolvedValue({
      paymentMethod: { id: 'pm_123', card: { last4: '4242' } },
    });
    const user = renderForm('stripe');
    expect(await screen.findByText('number frame')).toBeTruthy();
    expect(screen.getByTestId(TestId.paymentCardForm).getAttribute('data-gateway')).toBe('stripe');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Prepare' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('"cardToken":"pm_123"'),
    );
    expect(createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'card',
        billing_details: {
          name: 'Priya Patel',
          phone: '555-0100',
          address: { line1: '12 Elm Street', line2: '' },
        },
      }),
    );
  });

  test("C65 with Stripe a card error is Stripe's own text", async () => {
    createPaymentMethod.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    const user = renderForm('stripe');
    await fillBilling(user);
    await user.click(screen.getByRole('button', { name: 'Prepare' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  test('without a card gateway the form says card payments are off', async () => {
    renderForm('none');
    expect(await screen.findByText(Messages.payment.cardPaymentsOff)).toBeTruthy();
    expect(screen.queryByTestId(TestId.paymentCardForm)).toBeNull();
  });
});
