import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  AdminAuditPageSchema,
  type AdminAuditFilter,
} from '@clinicall/shared/admin-audit/admin-audit';
import { apiBlob, apiRequest } from '../../../lib/api-client';

export type { AdminAuditEntry, AdminAuditFilter } from '@clinicall/shared/admin-audit/admin-audit';

/** The filter as query parameters, empty fields left out. */
function filterParams(filter: AdminAuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  return params;
}

/** Issue 20 point 8: admin actions matching the filter, newest first, page after page. */
export const adminAuditQuery = (filter: AdminAuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin-audit', filter] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filter);
      if (pageParam !== null) params.set('cursor', pageParam);
      return apiRequest(`/admin/audit?${params.toString()}`, {
        schema: AdminAuditPageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdminAudit(filter: AdminAuditFilter) {
  // The table keeps showing the last answer while a new search loads.
  return useInfiniteQuery({ ...adminAuditQuery(filter), placeholderData: keepPreviousData });
}

/** The same search as CSV, with the session's headers (a plain link could not carry them). */
export const downloadAdminAudit = (filter: AdminAuditFilter) =>
  apiBlob(`/admin/audit.csv?${filterParams(filter).toString()}`, {
    headers: { Accept: 'text/csv' },
  });
