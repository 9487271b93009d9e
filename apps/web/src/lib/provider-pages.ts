import {
  ProviderPageSchema,
  type ProviderPage,
} from '@clinicall/shared/provider-network/provider-network';
import { apiRequest } from './api-client';

/** F102: pages start at 0; the next one is asked for until a page says it is the last. */
export const providerPaging = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: ProviderPage, _all: ProviderPage[], lastParam: number) =>
    lastPage.isLast ? undefined : lastParam + 1,
};

/** What a provider search sends besides the page; empty texts and unset flags are left out. */
export type ProviderSearchParams = Record<string, string | boolean | undefined>;

/**
 * One page of a provider list (F100, F102, F95): the network's searches and connections share the
 * page shape and its filters, so the provider network and referrals ask them the same way.
 */
export function fetchProviderPage(
  path: string,
  params: ProviderSearchParams,
  page: number,
  signal: AbortSignal,
): Promise<ProviderPage> {
  const query = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(params)) {
    if (value === true) query.set(name, 'true');
    else if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  return apiRequest(`${path}?${query.toString()}`, { schema: ProviderPageSchema, signal });
}
