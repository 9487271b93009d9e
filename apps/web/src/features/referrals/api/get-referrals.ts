import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ReferralPageSchema } from '@clinicall/shared/referrals/referrals';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys, type ReferralSide } from './referral-keys';

type ReferralPage = z.infer<typeof ReferralPageSchema>;

function getReferrals(side: ReferralSide, search: string, page: number, signal: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (search !== '') query.set('search', search);
  return apiRequest(`/referrals/${side}?${query.toString()}`, {
    schema: ReferralPageSchema,
    signal,
  });
}

/** F87, F92: `GET /referrals/provider` or `/referrals/patient`, newest first, with the search. */
export function referralsQuery(side: ReferralSide, search: string) {
  return infiniteQueryOptions({
    queryKey: referralKeys.list(side, search),
    queryFn: ({ pageParam, signal }) => getReferrals(side, search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ReferralPage, pages: ReferralPage[]) =>
      last.last ? undefined : pages.length,
    meta: { handlesErrors: true },
  });
}

export function useReferrals(side: ReferralSide, search: string) {
  return useInfiniteQuery(referralsQuery(side, search));
}
