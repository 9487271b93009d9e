import { useMutation } from '@tanstack/react-query';
import type { ResetFinishRequest } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';

/** A49 */
function finishPasswordReset(body: ResetFinishRequest): Promise<void> {
  return apiRequest('/account/reset_password/finish', { method: 'POST', body, isPublic: true });
}

export function useFinishPasswordReset() {
  return useMutation({ mutationFn: finishPasswordReset, meta: { handlesErrors: true } });
}
