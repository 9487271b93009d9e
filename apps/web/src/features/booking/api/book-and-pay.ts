import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import {
  PaidBookingSchema,
  type PaidBooking,
  type PaidPatientBookingRequest,
} from '@clinicall/shared/scheduling/paid-booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

export interface BookAndPay {
  body: PaidPatientBookingRequest;
  idempotencyKey: string;
}

const bookAndPay = ({ body, idempotencyKey }: BookAndPay): Promise<PaidBooking> =>
  apiRequest('/encounters/ownedbypatient/paid', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: PaidBookingSchema,
  });

/**
 * C60 + C66 as one call: the server books and charges together, withdraws the booking when the
 * card is refused, and answers the same key's first answer again. The free slots are read again
 * whatever happens, so a taken one disappears.
 */
export function useBookAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAndPay,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.schedules() }),
  });
}
