import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PageSize } from '@clinicall/shared/constants';
import { AssistedProviderPageSchema, type AssistedProviderPage } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { assistantKeys } from './query-keys';

function getAssistedProviders(
  page: number,
  search: string,
  signal: AbortSignal,
): Promise<AssistedProviderPage> {
  const query = new URLSearchParams({
    page: String(page),
    size: String(PageSize.assistantProviders),
  });
  if (search !== '') query.set('search', search);
  return apiRequest(`/assistant/providers?${query.toString()}`, {
    schema: AssistedProviderPageSchema,
    signal,
  });
}

/** A54/A55: pages of providers the assistant may act for, filtered by name on the server. */
export function assistedProvidersQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: assistantKeys.providers(search),
    queryFn: ({ pageParam, signal }) => getAssistedProviders(pageParam, search, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
  });
}

export function useAssistedProviders(search: string) {
  return useInfiniteQuery(assistedProvidersQuery(search));
}
