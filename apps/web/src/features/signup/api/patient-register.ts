import { useMutation } from '@tanstack/react-query';
import type { PatientRegisterRequest } from '@clinicall/shared/signup/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F116: POST /patientRegister. */
function registerPatient(body: PatientRegisterRequest) {
  return apiRequest('/patientRegister', { method: 'POST', body, isPublic: true });
}

export function useRegisterPatient() {
  return useMutation({ mutationFn: registerPatient });
}
