import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pageSchema } from '@clinicall/shared/paging';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** C113: one billing entry as `GET /patients/billingSummary` answers it; amounts in USD (C107). */
const BillingEntrySchema = z.object({
  id: z.number().int(),
  createdDate: z.iso.datetime(),
  paymentPurpose: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
});
export type BillingEntry = z.infer<typeof BillingEntrySchema>;
export const BillingSummarySchema = pageSchema(BillingEntrySchema);
export type BillingSummary = z.infer<typeof BillingSummarySchema>;

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
