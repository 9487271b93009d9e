import { queryOptions } from '@tanstack/react-query';
import { DevMailboxStatusSchema, type DevMailboxStatus } from '@clinicall/shared/dev-mailbox';
import { apiRequest } from '../../../lib/api-client';
import { devMailboxKeys } from './query-keys';

function getDevMailboxStatus(): Promise<DevMailboxStatus> {
  return apiRequest('/dev/outbox/status', { schema: DevMailboxStatusSchema });
}

/**
 * Whether the server keeps a development mailbox: it cannot change while the server runs. The
 * navigation asks quietly: if the answer fails, the entry simply stays hidden.
 */
export const devMailboxStatusQuery = queryOptions({
  queryKey: devMailboxKeys.status(),
  queryFn: getDevMailboxStatus,
  staleTime: Infinity,
  meta: { handlesErrors: true },
});
