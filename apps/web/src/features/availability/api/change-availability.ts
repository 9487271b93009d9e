import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EncountersExistSchema,
  SetDefaultResultSchema,
  TimeTableSchema,
  type DayOnOffRequest,
  type EncountersExist,
  type SaveRangesRequest,
  type SetDefaultResult,
  type TimeTable,
} from '@clinicall/shared/scheduling/availability';
import { apiRequest } from '../../../lib/api-client';
import { mondayOf } from '../../../lib/calendar-dates';
import { availabilityKeys } from './query-keys';

/** One change to a week's availability; each answers the week as it now stands. */
export type AvailabilityChange =
  | { kind: 'ranges'; body: SaveRangesRequest }
  | { kind: 'onOff'; body: DayOnOffRequest }
  | { kind: 'clearWeek'; date: string }
  | { kind: 'setDefault'; date: string };

function send(change: AvailabilityChange): Promise<TimeTable | SetDefaultResult> {
  switch (change.kind) {
    case 'ranges':
      return apiRequest('/timeTable/ranges', {
        method: 'POST',
        body: change.body,
        schema: TimeTableSchema,
      });
    case 'onOff':
      return apiRequest('/timeTable/ranges/onOff', {
        method: 'POST',
        body: change.body,
        schema: TimeTableSchema,
      });
    case 'clearWeek':
      return apiRequest(`/timeTable/${change.date}/clearWeek`, {
        method: 'DELETE',
        schema: TimeTableSchema,
      });
    case 'setDefault':
      return apiRequest(`/timeTable/${change.date}/setDefault`, {
        method: 'POST',
        schema: SetDefaultResultSchema,
      });
  }
}

const weekOf = (answer: TimeTable | SetDefaultResult): TimeTable =>
  'timeTable' in answer ? answer.timeTable : answer;

/** C22–C25: saves a change; the week it answers replaces the cached one. */
export function useChangeAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      const week = weekOf(answer);
      const monday = week.dayRanges[0]?.date;
      if (monday !== undefined) queryClient.setQueryData(availabilityKeys.week(monday), week);
      // A recurring week rewrites the weeks after it too.
      if ('timeTable' in answer) {
        await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      }
    },
  });
}

/** C26, C27: whether appointments hold time on the date, or in its week. */
export function encountersExist(date: string, period: 'day' | 'week'): Promise<EncountersExist> {
  const day = period === 'week' ? mondayOf(date) : date;
  return apiRequest(`/encounters/${day}/exist?period=${period}`, { schema: EncountersExistSchema });
}
