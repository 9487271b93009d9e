import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** Issue 22 item 3: the sender withdraws a referral still waiting for an answer. */
function withdrawReferral(id: number) {
  return apiRequest(`/referrals/${id}/withdraw`, { method: 'POST', schema: ReferralSchema });
}

export function useWithdrawReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawReferral,
    meta: { handlesErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
