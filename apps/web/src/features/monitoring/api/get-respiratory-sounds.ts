import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RespiratorySoundsSchema } from '@clinicall/shared/monitoring/measures';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys, type DayRangeQuery } from './monitoring-keys';

/** G19: respiratory sounds counted per interval (the respiratory-sounds partner's readings). */
export function respiratorySoundsQuery(partner: string, patientId: number, range: DayRangeQuery) {
  return queryOptions({
    queryKey: monitoringKeys.sounds(partner, patientId, range),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/patients/${patientId}/readings?from=${range.from}&to=${range.to}`, {
        schema: RespiratorySoundsSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export const useRespiratorySounds = (partner: string, patientId: number, range: DayRangeQuery) =>
  useQuery({
    ...respiratorySoundsQuery(partner, patientId, range),
    placeholderData: keepPreviousData,
  });
