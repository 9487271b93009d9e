import { useQuery } from '@tanstack/react-query';
import { EMAIL_PATTERN } from '@clinicall/shared/invitations/rules';
import { EmailInUseResponseSchema } from '@clinicall/shared/signup/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F113: GET /users/{email}; the link's token lets the invited address count as free. */
function emailInUse(email: string, token: string, signal: AbortSignal) {
  return apiRequest(`/users/${encodeURIComponent(email)}?token=${encodeURIComponent(token)}`, {
    schema: EmailInUseResponseSchema,
    isPublic: true,
    signal,
  });
}

/** Asked only for a well-formed address (the caller debounces it by 500 ms). */
export function useEmailInUse(email: string, token: string) {
  const normalized = email.trim().toLowerCase();
  return useQuery({
    queryKey: ['signup', 'email-in-use', normalized, token],
    queryFn: ({ signal }) => emailInUse(normalized, token, signal),
    enabled: EMAIL_PATTERN.test(normalized),
    staleTime: 30_000,
    retry: false,
  });
}
