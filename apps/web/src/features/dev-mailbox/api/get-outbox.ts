import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxMailListSchema, type OutboxMail } from '@clinicall/shared/dev-mailbox';
import { apiRequest } from '../../../lib/api-client';
import { devMailboxKeys } from './query-keys';

function getOutbox(signal: AbortSignal): Promise<OutboxMail[]> {
  return apiRequest('/dev/outbox', { schema: OutboxMailListSchema, signal });
}

/** The newest hundred mails of the development outbox, newest first. */
export const outboxQuery = queryOptions({
  queryKey: devMailboxKeys.mails(),
  queryFn: ({ signal }) => getOutbox(signal),
  // The page shows its own error state with a retry.
  meta: { handlesErrors: true },
});

export function useOutbox(enabled: boolean) {
  return useQuery({ ...outboxQuery, enabled });
}
