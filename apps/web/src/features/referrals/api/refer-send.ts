import { useMutation } from '@tanstack/react-query';
import { ReferralSchema, type CreateReferral } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';

/** F93: POST /referrals creates the referral (patient, provider, note). */
export function useCreateReferral() {
  return useMutation({
    mutationFn: (body: CreateReferral) =>
      apiRequest('/referrals', { method: 'POST', body, schema: ReferralSchema }),
    meta: { handlesErrors: true },
  });
}

/**
 * F93: POST /referrals/attach sends the files of the referral just created, as multipart, with
 * the created referral named by its id (`referralId`, the route's referral reference). The server
 * stores all of them or none, each checked by content against its extension.
 */
export function useAttachToReferral() {
  return useMutation({
    mutationFn: ({ referralId, files }: { referralId: number; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return apiRequest(`/referrals/attach?referralId=${referralId}`, {
        method: 'POST',
        body: form,
        schema: ReferralSchema,
      });
    },
    meta: { handlesErrors: true },
  });
}
