import { queryOptions, useQuery } from '@tanstack/react-query';
import { PatientCountSchema } from '@clinicall/shared/people/roster';
import { apiRequest } from '../../../lib/api-client';
import { patientsKeys } from './query-keys';

/** F1: GET /patients/count. */
export const patientCountQuery = queryOptions({
  queryKey: patientsKeys.count(),
  queryFn: ({ signal }) => apiRequest('/patients/count', { schema: PatientCountSchema, signal }),
});

export function usePatientCount() {
  return useQuery(patientCountQuery);
}
