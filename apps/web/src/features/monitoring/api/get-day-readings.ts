import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DayReadingsSchema, type ListKind } from '@clinicall/shared/monitoring/measures';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G15: one kind's readings of one day in the account's zone, newest first, page after page. */
export function dayReadingsQuery(partner: string, patientId: number, kind: ListKind, date: string) {
  return infiniteQueryOptions({
    queryKey: monitoringKeys.day(partner, patientId, kind, date),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ kind, date });
      if (pageParam !== null) params.set('cursor', pageParam);
      return apiRequest(`/${partner}/patients/${patientId}/measure/day?${params.toString()}`, {
        schema: DayReadingsSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    meta: { handlesErrors: true },
  });
}

/** Read only when the measures answer does not hold the day whole (`use-day-list.ts`). */
export const useDayReadings = (
  partner: string,
  patientId: number,
  kind: ListKind,
  date: string,
  enabled: boolean,
) => useInfiniteQuery({ ...dayReadingsQuery(partner, patientId, kind, date), enabled });
