import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProviderPage, providerPaging } from '../../../lib/provider-pages';
import { referKeys } from './refer-keys';

/** F95: what the refer search filters by. */
export interface ReferProviderFilters {
  keyword: string;
  specialty: string;
  onlyMyClinic: boolean;
  onlyConnections: boolean;
}

/**
 * F95 reuses F102's searches (one query path on the server): the network or the caller's clinics,
 * or, with "Only My Connections", the connections lists, which take the same keyword and specialty.
 */
function searchPath({ onlyMyClinic, onlyConnections }: ReferProviderFilters): string {
  if (onlyConnections) return onlyMyClinic ? '/providerRelationships' : '/AllproviderRelationships';
  return onlyMyClinic ? '/providers/search/' : '/providers/network/search/';
}

export function referProvidersQuery(filters: ReferProviderFilters) {
  const params = { keyword: filters.keyword, specialty: filters.specialty };
  return infiniteQueryOptions({
    queryKey: referKeys.providers(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchProviderPage(searchPath(filters), params, pageParam, signal),
    ...providerPaging,
    placeholderData: keepPreviousData,
    // F106's text is shown by the page for any failure of a provider search.
    meta: { handlesErrors: true },
  });
}

export function useReferProviders(filters: ReferProviderFilters) {
  return useInfiniteQuery(referProvidersQuery(filters));
}
