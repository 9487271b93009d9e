import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UpdatePatientProfileResponseSchema,
  type PatientProfileFields,
} from '@clinicall/shared/people/patient-profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

type SaveInput = {
  oldPatientData: PatientProfileFields;
  newPatientData: PatientProfileFields;
  familyMemberId?: number;
};

/** F22: PUT /patients/profile with the old and the new copy; the server refuses a stale old copy. */
export function useSavePatientProfile(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      apiRequest('/patients/profile', {
        method: 'PUT',
        body: input,
        schema: UpdatePatientProfileResponseSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: (result) => {
      queryClient.setQueryData(profileKeys.patient(patientId), result.profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.history(patientId) });
    },
  });
}
