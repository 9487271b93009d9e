import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import {
  AcceptWithPaymentResultSchema,
  type AcceptWithPaymentResult,
} from '@clinicall/shared/scheduling/lifecycle';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

export interface AcceptWithPayment {
  id: number;
  cardToken: string;
  idempotencyKey: string;
}

/**
 * C76, C77: `POST /encounters/status/acceptWithPayment`: the server charges the card, then accepts;
 * the same key answers the first answer again, so a retry never charges twice.
 */
export function useAcceptWithPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...body
    }: AcceptWithPayment): Promise<AcceptWithPaymentResult> =>
      apiRequest('/encounters/status/acceptWithPayment', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        schema: AcceptWithPaymentResultSchema,
      }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
