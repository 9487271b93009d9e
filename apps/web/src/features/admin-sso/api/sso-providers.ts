import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SsoProviderSchema,
  SsoTestStartSchema,
  type SsoProviderCreate,
  type SsoProviderUpdate,
} from '@clinicall/shared/sso';
import { apiRequest } from '../../../lib/api-client';

export type { SsoProvider } from '@clinicall/shared/sso';

const ssoProvidersQuery = queryOptions({
  queryKey: ['admin-sso-providers'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/admin/sso/providers', { schema: z.array(SsoProviderSchema), signal }),
});

export function useSsoProviders() {
  return useQuery(ssoProvidersQuery);
}

/** Adds (no id) or edits an identity provider; the list reloads after either. */
export function useSaveSsoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the refusal (a taken domain, say) beside its fields.
    meta: { handlesErrors: true },
    mutationFn: (input: { id: number | null; body: SsoProviderCreate | SsoProviderUpdate }) =>
      input.id === null
        ? apiRequest('/admin/sso/providers', {
            method: 'POST',
            body: input.body,
            schema: SsoProviderSchema,
          })
        : apiRequest(`/admin/sso/providers/${input.id}`, {
            method: 'PUT',
            body: input.body,
            schema: SsoProviderSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoProvidersQuery.queryKey }),
  });
}

/** Test connection: discovery on the server, then the round trip's URL to open in a new tab. */
export function useTestSsoProvider() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: number) =>
      apiRequest(`/admin/sso/providers/${id}/test`, { method: 'POST', schema: SsoTestStartSchema }),
  });
}
