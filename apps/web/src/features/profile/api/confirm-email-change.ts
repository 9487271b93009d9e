import { useMutation } from '@tanstack/react-query';
import { ConfirmEmailChangeResponseSchema } from '@clinicall/shared/people/email-change';
import { apiRequest } from '../../../lib/api-client';

/** Issue 10: confirms a pending e-mail change with the mailed key, without sign-in. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest('/account/email_change/confirm', {
        method: 'POST',
        body: { key },
        isPublic: true,
        token: null,
        schema: ConfirmEmailChangeResponseSchema,
      }),
    meta: { handlesErrors: true },
  });
}
