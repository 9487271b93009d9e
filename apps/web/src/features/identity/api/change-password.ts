import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';

/** A41: passwords travel in the JSON body, never in the URL, so they stay out of access logs. */
function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiRequest('/account/change_password', { method: 'POST', body });
}

export function useChangePassword() {
  // The dialog shows failures at its error level (A42), so the global error dialog stays shut.
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
