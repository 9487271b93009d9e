import { queryOptions, useQuery } from '@tanstack/react-query';
import { MonitoredPatientSchema } from '@clinicall/shared/monitoring/partners';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G5: the patient at the partner; a 404 means not found there or not signed up yet. */
export function lookupPatientQuery(partner: string, patientId: number) {
  return queryOptions({
    queryKey: monitoringKeys.lookup(partner, patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/patients/${patientId}`, { schema: MonitoredPatientSchema, signal }),
    meta: { handlesErrors: true },
  });
}

export const useLookupPatient = (partner: string, patientId: number) =>
  useQuery(lookupPatientQuery(partner, patientId));
