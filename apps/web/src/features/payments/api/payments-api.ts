import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  PaymentReceiptSchema,
  PaymentsConfigSchema,
  SandboxCardTokenSchema,
  type MakePaymentRequest,
  type PaymentReceipt,
  type SandboxCard,
  type SandboxCardToken,
} from '@clinicall/shared/payments';
import { apiRequest } from '../../../lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
};

/** Which card form this installation uses; it does not change while the page is open. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: () => apiRequest('/payments/config', { schema: PaymentsConfigSchema }),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());

/** The sandbox gateway's card form: the number goes here once and comes back as a token. */
export const tokenizeSandboxCard = (card: SandboxCard): Promise<SandboxCardToken> =>
  apiRequest('/payments/sandbox/tokens', {
    method: 'POST',
    body: card,
    schema: SandboxCardTokenSchema,
  });

/** C66: the charge; the same key with the same body answers the first answer again. */
export const makePayment = (
  body: MakePaymentRequest,
  idempotencyKey: string,
): Promise<PaymentReceipt> =>
  apiRequest('/makePayment', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: PaymentReceiptSchema,
  });
