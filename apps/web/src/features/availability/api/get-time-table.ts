import { queryOptions, useQuery } from '@tanstack/react-query';
import { TimeTableSchema, type TimeTable } from '@clinicall/shared/scheduling/availability';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

function getTimeTable(monday: string, signal: AbortSignal): Promise<TimeTable> {
  return apiRequest(`/timeTable/${monday}`, { schema: TimeTableSchema, signal });
}

/** C17: the week starting on `monday`, in the provider's own time zone. */
export function timeTableQuery(monday: string) {
  return queryOptions({
    queryKey: availabilityKeys.week(monday),
    queryFn: ({ signal }) => getTimeTable(monday, signal),
    meta: { handlesErrors: true },
  });
}

export function useTimeTable(monday: string) {
  return useQuery(timeTableQuery(monday));
}
