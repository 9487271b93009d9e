import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ProviderPageSchema,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { apiRequest } from '../../../lib/api-client';
import { providerPaging } from './next-page';
import { networkKeys } from './query-keys';

/**
 * F100: GET /providerRelationships answers the connections in the caller's own clinics ("Only My
 * Clinic" on), GET /AllproviderRelationships all of them.
 */
function getConnections(
  onlyMyClinic: boolean,
  page: number,
  signal: AbortSignal,
): Promise<ProviderPage> {
  const path = onlyMyClinic ? '/providerRelationships' : '/AllproviderRelationships';
  return apiRequest(`${path}?page=${page}`, { schema: ProviderPageSchema, signal });
}

export function connectionsQuery(onlyMyClinic: boolean) {
  return infiniteQueryOptions({
    queryKey: networkKeys.connections(onlyMyClinic),
    queryFn: ({ pageParam, signal }) => getConnections(onlyMyClinic, pageParam, signal),
    ...providerPaging,
    // F106: the page shows the spec's own text for a failure.
    meta: { handlesErrors: true },
  });
}

export function useConnections(onlyMyClinic: boolean) {
  return useInfiniteQuery(connectionsQuery(onlyMyClinic));
}
