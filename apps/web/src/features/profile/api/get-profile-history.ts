import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileHistorySchema } from '@clinicall/shared/people/history';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** F11: GET /patients/profileHistory?patientId. */
export function profileHistoryQuery(patientId: number) {
  return queryOptions({
    queryKey: profileKeys.history(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/patients/profileHistory?patientId=${patientId}`, {
        schema: ProfileHistorySchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export function useProfileHistory(patientId: number) {
  return useQuery(profileHistoryQuery(patientId));
}
