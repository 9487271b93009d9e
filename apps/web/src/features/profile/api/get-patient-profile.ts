import { queryOptions, useQuery } from '@tanstack/react-query';
import { PatientProfileSchema } from '@clinicall/shared/people/patient-profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** F7: GET /patient/{id}/profile. */
export function patientProfileQuery(id: number) {
  return queryOptions({
    queryKey: profileKeys.patient(id),
    queryFn: ({ signal }) =>
      apiRequest(`/patient/${id}/profile`, { schema: PatientProfileSchema, signal }),
    meta: { handlesErrors: true },
  });
}

export function usePatientProfile(id: number) {
  return useQuery(patientProfileQuery(id));
}
