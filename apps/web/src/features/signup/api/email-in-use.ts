import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DEBOUNCE_MS } from '@clinicall/shared/constants';
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

/** Asked only for a well-formed address. */
function useEmailInUse(email: string, token: string) {
  const normalized = email.trim().toLowerCase();
  return useQuery({
    queryKey: ['signup', 'email-in-use', normalized, token],
    queryFn: ({ signal }) => emailInUse(normalized, token, signal),
    enabled: EMAIL_PATTERN.test(normalized),
    staleTime: 30_000,
    retry: false,
  });
}

/** F113: whether the address as typed is taken, asked 500 ms after the last key. */
export function useTypedEmailInUse(typed: string, token: string) {
  const [email] = useDebouncedValue(typed, DEBOUNCE_MS);
  const inUse = useEmailInUse(email, token).data?.inUse === true;
  return inUse && email === typed;
}
