import { queryOptions, useQuery } from '@tanstack/react-query';
import { SsoDomainsSchema } from '@clinicall/shared/sso';
import { apiRequest } from '../../../lib/api-client';

/** A23: the e-mail domains that sign in through single sign-on. */
const ssoDomainsQuery = queryOptions({
  queryKey: ['sso-domains'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/sso/domains', { schema: SsoDomainsSchema, signal, isPublic: true }),
  staleTime: 5 * 60_000,
});

export function useSsoDomains(enabled: boolean) {
  return useQuery({ ...ssoDomainsQuery, enabled });
}
