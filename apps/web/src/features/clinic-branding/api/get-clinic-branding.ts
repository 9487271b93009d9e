import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicBrandingPaths, ClinicBrandingSchema } from '@clinicall/shared/clinic-branding';
import { apiRequest } from '../../../lib/api-client';

/** A19: a clinic's login branding by its custom URL; the server ignores case, so the key does too. */
export const clinicBrandingQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['clinic-branding', customUrl.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      apiRequest(ClinicBrandingPaths.byCustomUrl(customUrl), {
        schema: ClinicBrandingSchema,
        signal,
        isPublic: true,
      }),
    staleTime: 5 * 60_000,
    // An unknown URL is an answer (the page falls back to `/`), not a failure worth retrying.
    retry: false,
    meta: { handlesErrors: true },
  });

export function useClinicBranding(customUrl: string) {
  return useQuery(clinicBrandingQuery(customUrl));
}
