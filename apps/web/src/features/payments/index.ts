/**
 * The card payment pieces other features use: the card form (billing info and the gateway's card
 * fields), the payment hook that tokenizes and charges with an idempotency key, and the texts of a
 * failed payment.
 */
export { CardForm } from './components/card-form';
export { paymentsConfigQuery, usePaymentsConfig } from './api/payments-api';
export {
  chargeOutcomeUnknown,
  paymentErrorText,
  PendingChargeSchema,
  useCardPayment,
  type CardPayment,
  type ChargeTarget,
  type PendingCharge,
} from './hooks/use-card-payment';
