import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** Issue 22 item 4: the referring provider or the patient ends what an accepted referral granted. */
function revokeReferral(id: number) {
  return apiRequest(`/referrals/${id}/revoke`, { method: 'POST', schema: ReferralSchema });
}

export function useRevokeReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeReferral,
    meta: { handlesErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
