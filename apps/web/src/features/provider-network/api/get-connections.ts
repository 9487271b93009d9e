import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProviderPage, providerPaging } from '../../../lib/provider-pages';
import { networkKeys } from './query-keys';

/**
 * F100: GET /providerRelationships answers the connections in the caller's own clinics ("Only My
 * Clinic" on), GET /AllproviderRelationships all of them.
 */
export function connectionsQuery(onlyMyClinic: boolean) {
  const path = onlyMyClinic ? '/providerRelationships' : '/AllproviderRelationships';
  return infiniteQueryOptions({
    queryKey: networkKeys.connections(onlyMyClinic),
    queryFn: ({ pageParam, signal }) => fetchProviderPage(path, {}, pageParam, signal),
    ...providerPaging,
    // F106: the page shows the spec's own text for a failure.
    meta: { handlesErrors: true },
  });
}

export function useConnections(onlyMyClinic: boolean) {
  return useInfiniteQuery(connectionsQuery(onlyMyClinic));
}
