import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

export type ReferralAnswer = 'ACCEPTED' | 'DECLINED';

/** F90: `PUT /referrals` (id, status), sent as soon as the receiving provider clicks. */
function answerReferral(body: { id: number; status: ReferralAnswer }) {
  return apiRequest('/referrals', { method: 'PUT', body, schema: ReferralSchema });
}

/** The answer changes the row and, on acceptance, the patient's grants: every list asks again. */
export function useAnswerReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerReferral,
    meta: { handlesErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
