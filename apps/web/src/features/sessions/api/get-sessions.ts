import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionListSchema, type SessionList } from '@clinicall/shared/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

function getSessions(signal: AbortSignal): Promise<SessionList> {
  return apiRequest('/account/sessions', { schema: SessionListSchema, signal });
}

/** The caller's live sessions, most recently active first. */
export const sessionsQuery = queryOptions({
  queryKey: sessionKeys.list(),
  queryFn: ({ signal }) => getSessions(signal),
  // The page shows its own error state with a retry.
  meta: { handlesErrors: true },
});

export function useSessions(enabled: boolean) {
  return useQuery({ ...sessionsQuery, enabled });
}
