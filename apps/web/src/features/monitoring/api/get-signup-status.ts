import { queryOptions, useQuery } from '@tanstack/react-query';
import { RpmSignupStatusSchema } from '@clinicall/shared/monitoring/signup';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G9: the sign-up already sent to the partner for the patient; a 404 means none was. */
export function signupStatusQuery(partner: string, patientId: number) {
  return queryOptions({
    queryKey: monitoringKeys.signupStatus(partner, patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/signup/patients/${patientId}`, {
        schema: RpmSignupStatusSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export const useSignupStatus = (partner: string, patientId: number, enabled: boolean) =>
  useQuery({ ...signupStatusQuery(partner, patientId), enabled });
