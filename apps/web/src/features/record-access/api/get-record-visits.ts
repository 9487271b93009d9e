import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { RecordVisitPageSchema } from '@clinicall/shared/record-access/record-access';
import { apiRequest } from '../../../lib/api-client';
import { recordAccessKeys } from './query-keys';

export type { RecordVisit } from '@clinicall/shared/record-access/record-access';

/** Issue 19 path 5: who opened the patient's record, newest first, a page of visits at a time. */
export const recordVisitsQuery = (patientId: number) =>
  infiniteQueryOptions({
    queryKey: recordAccessKeys.visits(patientId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ patientId: String(patientId) });
      if (pageParam !== null) query.set('cursor', pageParam);
      return apiRequest(`/patients/recordViews?${query.toString()}`, {
        schema: RecordVisitPageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useRecordVisits(patientId: number) {
  return useInfiniteQuery(recordVisitsQuery(patientId));
}
