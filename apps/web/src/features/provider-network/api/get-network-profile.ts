import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProviderProfileSchema } from '@clinicall/shared/people/provider-profile';
import { apiRequest } from '../../../lib/api-client';
import { networkKeys } from './query-keys';

/** F103 "View profile": GET /providers/network/{id}/profile, a colleague's professional profile. */
export function networkProfileQuery(providerId: number) {
  return queryOptions({
    queryKey: networkKeys.profile(providerId),
    queryFn: ({ signal }) =>
      apiRequest(`/providers/network/${providerId}/profile`, {
        schema: ProviderProfileSchema,
        signal,
      }),
    // F106: the dialog shows the spec's own text for a failure.
    meta: { handlesErrors: true },
  });
}

/** Read only while the dialog is open. */
export function useNetworkProfile(providerId: number, open: boolean) {
  return useQuery({ ...networkProfileQuery(providerId), enabled: open });
}
