import type { ProviderPage } from '@clinicall/shared/provider-network/provider-network';

/** F102: pages start at 0; the next one is asked for until a page says it is the last. */
export const providerPaging = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: ProviderPage, _all: ProviderPage[], lastParam: number) =>
    lastPage.isLast ? undefined : lastParam + 1,
};
