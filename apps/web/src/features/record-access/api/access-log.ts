import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  AccessLogPageSchema,
  type AccessLogFilter,
} from '@clinicall/shared/record-access/record-access';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { recordAccessKeys } from './query-keys';

export type {
  AccessLogEntry,
  AccessLogFilter,
} from '@clinicall/shared/record-access/record-access';

/** The filter as query parameters, empty fields left out. */
export function filterParams(filter: AccessLogFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  return params;
}

/** Issue 19 path 5: the clinic's reads of patient data matching the filter, newest first. */
export const accessLogQuery = (clinicId: number, filter: AccessLogFilter) =>
  infiniteQueryOptions({
    queryKey: recordAccessKeys.log(clinicId, filter),
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filter);
      if (pageParam !== null) params.set('cursor', pageParam);
      return apiRequest(`/clinic/${clinicId}/accessLog?${params.toString()}`, {
        schema: AccessLogPageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAccessLog(clinicId: number, filter: AccessLogFilter) {
  // The table keeps showing the last answer while a new search loads.
  return useInfiniteQuery({
    ...accessLogQuery(clinicId, filter),
    placeholderData: keepPreviousData,
  });
}

/** The same search as CSV, with the session's headers (a plain link could not carry them). */
export const downloadAccessLog = (clinicId: number, filter: AccessLogFilter) =>
  apiBlob(`/clinic/${clinicId}/accessLog.csv?${filterParams(filter).toString()}`, {
    headers: { Accept: 'text/csv' },
  });
