import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ProviderProfileSchema,
  type ProviderProfileFieldsInput,
} from '@clinicall/shared/people/provider-profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** F50: GET /providers/{id}/profile. */
export function providerProfileQuery(id: number) {
  return queryOptions({
    queryKey: profileKeys.provider(id),
    queryFn: ({ signal }) =>
      apiRequest(`/providers/${id}/profile`, { schema: ProviderProfileSchema, signal }),
    meta: { handlesErrors: true },
  });
}

export function useProviderProfile(id: number) {
  return useQuery(providerProfileQuery(id));
}

/** F50: PUT /providers/profile, the signed-in provider's own. */
export function useSaveProviderProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProviderProfileFieldsInput) =>
      apiRequest('/providers/profile', {
        method: 'PUT',
        body: fields,
        schema: ProviderProfileSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.provider(id), profile),
  });
}
