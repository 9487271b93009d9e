import { useMutation } from '@tanstack/react-query';
import type { FirstTimeChangeRequest } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';

/** A35: the user has no token yet; the server checks the temporary password instead. */
function changeFirstTimePassword(body: FirstTimeChangeRequest): Promise<void> {
  return apiRequest('/account/change_password/first_time', {
    method: 'POST',
    body,
    isPublic: true,
  });
}

export function useFirstTimeChangePassword() {
  return useMutation({ mutationFn: changeFirstTimePassword, meta: { handlesErrors: true } });
}
