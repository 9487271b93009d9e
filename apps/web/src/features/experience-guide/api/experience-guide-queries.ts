import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExperienceGuideSchema, OwnGuideSchema } from '@clinicall/shared/experience-guide';
import { apiRequest } from '../../../lib/api-client';

/** B53: a clinic's guide by its hash; open, so it works without signing in. */
export function useExperienceGuide(hash: string) {
  return useQuery(
    queryOptions({
      queryKey: ['experience-guide', hash] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/guide?hash=${encodeURIComponent(hash)}`, {
          schema: ExperienceGuideSchema,
          signal,
          isPublic: true,
        }),
      retry: false,
      meta: { handlesErrors: true },
    }),
  );
}

/** I25: the signed-in patient's guide hash (null when no clinic of theirs offers one). */
export function useOwnGuide() {
  return useQuery({
    queryKey: ['experience-guide', 'own'] as const,
    queryFn: ({ signal }) => apiRequest('/guide/own', { schema: OwnGuideSchema, signal }),
    staleTime: 5 * 60_000,
    // Only a shortcut: without an answer the dashboard simply does not show it.
    meta: { handlesErrors: true },
  });
}
