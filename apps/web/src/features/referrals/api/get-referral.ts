import { useQuery } from '@tanstack/react-query';
import { ReferralSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** F92, E54: `GET /referrals/{id}`, one referral (its parties only); it feeds the print view. */
export function useReferral(id: number) {
  return useQuery({
    queryKey: referralKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/referrals/${id}`, { schema: ReferralSchema, signal }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
