import { useMutation } from '@tanstack/react-query';
import {
  ConfirmEmailChangeResponseSchema,
  UndoEmailChangeResponseSchema,
} from '@clinicall/shared/people/email-change';
import { apiRequest } from '../../../lib/api-client';

/** Which mailed link: the new address confirms, the current one agrees (issue 19). */
export type EmailLinkStep = 'confirm' | 'agree';

/** Issues 10 and 19: a mailed confirmation or agreement key, posted without sign-in. */
export function useConfirmEmailChange(step: EmailLinkStep) {
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest(`/account/email_change/${step}`, {
        method: 'POST',
        body: { key },
        isPublic: true,
        token: null,
        schema: ConfirmEmailChangeResponseSchema,
      }),
    meta: { handlesErrors: true },
  });
}

/** Issue 19: the old address's undo link, posted without sign-in. */
export function useUndoEmailChange() {
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest('/account/email_change/undo', {
        method: 'POST',
        body: { key },
        isPublic: true,
        token: null,
        schema: UndoEmailChangeResponseSchema,
      }),
    meta: { handlesErrors: true },
  });
}
