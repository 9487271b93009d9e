import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProviderPage, providerPaging } from '../../../lib/provider-pages';
import { networkKeys } from './query-keys';

/** F102: what the Find page searches by. */
export interface FindFilters {
  keyword: string;
  specialty: string;
  onlyMyClinic: boolean;
  onlyNonConnections: boolean;
}

/**
 * F102 names four search calls that share one set of filters (the server answers all four from
 * one query, each fixing part of it). The page asks the one made for its filters:
 * `/searchInProvidersOnRel` when connections are left out, otherwise `/providers/search/` (the
 * caller's clinics) or `/providers/network/search/` (the whole network).
 */
function searchPath(filters: FindFilters): string {
  if (filters.onlyNonConnections) return '/searchInProvidersOnRel';
  return filters.onlyMyClinic ? '/providers/search/' : '/providers/network/search/';
}

export function findProvidersQuery(filters: FindFilters) {
  const { keyword, specialty, onlyNonConnections } = filters;
  const params = {
    keyword,
    specialty,
    onlyNonConnections,
    // Only the relationship search takes the clinic filter as a parameter; the others fix it.
    onlyMyClinic: onlyNonConnections && filters.onlyMyClinic,
  };
  return infiniteQueryOptions({
    queryKey: networkKeys.find(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchProviderPage(searchPath(filters), params, pageParam, signal),
    ...providerPaging,
    // A new search keeps the last results on screen (dimmed) instead of a loader per keystroke.
    placeholderData: keepPreviousData,
    // F106: the page shows the spec's own text for a failure.
    meta: { handlesErrors: true },
  });
}

export function useFindProviders(filters: FindFilters) {
  return useInfiniteQuery(findProvidersQuery(filters));
}
