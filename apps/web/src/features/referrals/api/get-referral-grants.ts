import { useQuery } from '@tanstack/react-query';
import { ReferralGrantsSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** Issue 22 item 4: `GET /referrals/grants?patientId`: who reads the patient through which referral. */
export function useReferralGrants(patientId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: referralKeys.grants(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/referrals/grants?patientId=${patientId}`, {
        schema: ReferralGrantsSchema,
        signal,
      }),
    meta: { handlesErrors: true },
    retry: false,
  });
}
