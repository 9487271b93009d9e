import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measure } from '@clinicall/shared/monitoring/metrics';
import { ObservationsSchema } from '@clinicall/shared/monitoring/measures';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G20: the remote-care partner's observations of one measure (its last 60 days). */
export function observationsQuery(partner: string, patientId: number, name: Measure) {
  return queryOptions({
    queryKey: monitoringKeys.observations(partner, patientId, name),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/patients/${patientId}/observations/${name}`, {
        schema: ObservationsSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export const useObservations = (partner: string, patientId: number, name: Measure) =>
  useQuery(observationsQuery(partner, patientId, name));
