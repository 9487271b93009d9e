import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MeasuresSchema } from '@clinicall/shared/monitoring/measures';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys, type DayRangeQuery } from './monitoring-keys';

/** G6, G8, G14: the patient's measures in a range of days; another range is another query. */
export function measuresQuery(partner: string, patientId: number, range: DayRangeQuery) {
  return queryOptions({
    queryKey: monitoringKeys.measures(partner, patientId, range),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/patients/${patientId}/measure?from=${range.from}&to=${range.to}`, {
        schema: MeasuresSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

/** The previous range's readings stay on screen (dimmed) while the new range loads. */
export const useMeasures = (partner: string, patientId: number, range: DayRangeQuery) =>
  useQuery({ ...measuresQuery(partner, patientId, range), placeholderData: keepPreviousData });
