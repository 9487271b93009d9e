import { useMutation } from '@tanstack/react-query';
import {
  PendingEmailChangeSchema,
  type OwnEmailChangeRequest,
} from '@clinicall/shared/people/email-change';
import { apiRequest } from '../../../lib/api-client';

/** Issue 19 path 4: one's own sign-in e-mail, with the current password; pending until confirmed. */
export function useChangeOwnEmail() {
  return useMutation({
    mutationFn: (body: OwnEmailChangeRequest) =>
      apiRequest('/account/email_change', {
        method: 'POST',
        body,
        schema: PendingEmailChangeSchema,
      }),
    meta: { handlesErrors: true },
  });
}
