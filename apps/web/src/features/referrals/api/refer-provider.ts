import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProviderProfileSchema } from '@clinicall/shared/people/provider-profile';
import { apiRequest } from '../../../lib/api-client';
import { referKeys } from './refer-keys';

/** F96: whom the patient is referred to, named on the page (GET /providers/network/{id}/profile). */
export function referProviderQuery(providerId: number) {
  return queryOptions({
    queryKey: referKeys.provider(providerId),
    queryFn: ({ signal }) =>
      apiRequest(`/providers/network/${providerId}/profile`, {
        schema: ProviderProfileSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export function useReferProvider(providerId: number) {
  return useQuery(referProviderQuery(providerId));
}
