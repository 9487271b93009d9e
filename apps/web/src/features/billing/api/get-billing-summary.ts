import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BillingSummarySchema } from '@clinicall/shared/payments';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export type { BillingEntry, BillingSummary } from '@clinicall/shared/payments';

/** C107: the signed-in patient's entries, newest first (the server's order), page by page. */
export const billingSummaryQuery = infiniteQueryOptions({
  queryKey: billingKeys.summary(),
  queryFn: ({ pageParam, signal }) =>
    apiRequest(`/patients/billingSummary?page=${pageParam}`, {
      schema: BillingSummarySchema,
      signal,
    }),
  initialPageParam: 0,
  getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
});

export function useBillingSummary() {
  return useInfiniteQuery(billingSummaryQuery);
}
