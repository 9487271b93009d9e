import { useQuery } from '@tanstack/react-query';
import { ScheduleSchema } from '@clinicall/shared/scheduling/slots';
import type { EncounterType } from '@clinicall/shared/scheduling/types';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** What the booking wizards ask: by provider id, a video type or a plain type, some days. */
export interface ScheduleRequest {
  date: string;
  providerId: number;
  days: number;
  timeZone: string;
  encounterVideoTypeId?: number;
  type?: EncounterType;
}

function toSearch(query: ScheduleRequest): string {
  const params = new URLSearchParams({
    date: query.date,
    providerId: String(query.providerId),
    days: String(query.days),
    timeZone: query.timeZone,
  });
  if (query.encounterVideoTypeId !== undefined) {
    params.set('encounterVideoTypeId', String(query.encounterVideoTypeId));
  }
  if (query.type !== undefined) params.set('type', query.type);
  return params.toString();
}

/** C30: a provider's free start times per day, in the viewer's time zone. */
export function useSchedule(query: ScheduleRequest) {
  return useQuery({
    queryKey: bookingKeys.schedule(query),
    queryFn: ({ signal }) =>
      apiRequest(`/appointments/schedule?${toSearch(query)}`, { schema: ScheduleSchema, signal }),
    meta: { handlesErrors: true },
  });
}
