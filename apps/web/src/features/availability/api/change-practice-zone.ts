import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TimeTableSchema, type TimeTable } from '@clinicall/shared/scheduling/availability';
import type { PracticeZoneRequest } from '@clinicall/shared/time-zone';
import { apiRequest } from '../../../lib/api-client';
import { availabilityKeys } from './query-keys';

function changePracticeZone(body: PracticeZoneRequest): Promise<TimeTable> {
  return apiRequest('/timeTable/timeZone', { method: 'PUT', body, schema: TimeTableSchema });
}

/** The schedule's practice zone, changed on purpose; every cached week is read in it again. */
export function useChangePracticeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePracticeZone,
    meta: { handlesErrors: true },
    onSuccess: async (week) => {
      const monday = week.dayRanges[0]?.date;
      if (monday !== undefined) queryClient.setQueryData(availabilityKeys.week(monday), week);
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
