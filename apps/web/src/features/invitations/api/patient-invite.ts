import { useMutation } from '@tanstack/react-query';
import {
  PatientInviteResponseSchema,
  type PatientInviteRequest,
} from '@clinicall/shared/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F71, F72: POST /patientInvite. */
function invitePatient(body: PatientInviteRequest) {
  return apiRequest('/patientInvite', {
    method: 'POST',
    body,
    schema: PatientInviteResponseSchema,
  });
}

export function useInvitePatient() {
  return useMutation({ mutationFn: invitePatient });
}
