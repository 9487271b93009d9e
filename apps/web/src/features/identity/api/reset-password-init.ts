import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A45: always answers 200, so the page never reveals whether the e-mail has an account. */
function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/account/reset_password/init', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
