import { useMutation } from '@tanstack/react-query';
import { RpmSignupStatusSchema, type RpmSignup } from '@clinicall/shared/monitoring/signup';
import { apiRequest } from '../../../lib/api-client';

/** G30: POST /{partner}/signup/patients; the form shows its own message on failure (G31). */
export function useSendSignup(partner: string) {
  return useMutation({
    mutationFn: (body: RpmSignup) =>
      apiRequest(`/${partner}/signup/patients`, {
        method: 'POST',
        body,
        schema: RpmSignupStatusSchema,
      }),
    meta: { handlesErrors: true },
  });
}
