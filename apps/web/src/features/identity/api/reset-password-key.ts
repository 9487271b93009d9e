import { queryOptions, useQuery } from '@tanstack/react-query';
import { ResetKeyInfoSchema } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys } from './query-keys';

/** A47: which account a reset key belongs to; 404 when the key is unknown or used. */
function getResetKeyInfo(key: string): Promise<{ email: string }> {
  return apiRequest(`/account/reset_password/mail/${encodeURIComponent(key)}`, {
    isPublic: true,
    schema: ResetKeyInfoSchema,
  });
}

function resetKeyQuery(key: string) {
  return queryOptions({
    queryKey: identityKeys.resetKey(key),
    queryFn: () => getResetKeyInfo(key),
    retry: false,
    // A50 turns any failure into a message on the login page, not the generic dialog.
    meta: { handlesErrors: true },
  });
}

export function useResetKeyInfo(key: string) {
  return useQuery(resetKeyQuery(key));
}
