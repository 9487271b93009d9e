import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  ProviderPageSchema,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { apiRequest } from '../../../lib/api-client';
import { providerPaging } from './next-page';
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

function findProviders(
  filters: FindFilters,
  page: number,
  signal: AbortSignal,
): Promise<ProviderPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.keyword !== '') query.set('keyword', filters.keyword);
  if (filters.specialty !== '') query.set('specialty', filters.specialty);
  if (filters.onlyNonConnections) {
    query.set('onlyNonConnections', 'true');
    if (filters.onlyMyClinic) query.set('onlyMyClinic', 'true');
  }
  return apiRequest(`${searchPath(filters)}?${query.toString()}`, {
    schema: ProviderPageSchema,
    signal,
  });
}

export function findProvidersQuery(filters: FindFilters) {
  return infiniteQueryOptions({
    queryKey: networkKeys.find(filters),
    queryFn: ({ pageParam, signal }) => findProviders(filters, pageParam, signal),
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
