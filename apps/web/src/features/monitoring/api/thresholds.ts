import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ThresholdsSchema, type Thresholds } from '@clinicall/shared/monitoring/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** Issue 23: a clinic's default thresholds (GET /monitoring/thresholds?clinicId). */
export function clinicThresholdsQuery(clinicId: number) {
  return queryOptions({
    queryKey: alertKeys.clinicThresholds(clinicId),
    queryFn: ({ signal }) =>
      apiRequest(`/monitoring/thresholds?clinicId=${clinicId}`, {
        schema: ThresholdsSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export function useClinicThresholds(clinicId: number | null) {
  return useQuery({ ...clinicThresholdsQuery(clinicId ?? 0), enabled: clinicId !== null });
}

/** Issue 23: the thresholds in force for a patient at a clinic (their overrides over the clinic's). */
export function usePatientThresholds(patientId: number, clinicId: number | null) {
  return useQuery({
    queryKey: alertKeys.patientThresholds(patientId, clinicId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/monitoring/patients/${patientId}/thresholds?clinicId=${clinicId}`, {
        schema: ThresholdsSchema,
        signal,
      }),
    enabled: clinicId !== null,
    meta: { handlesErrors: true },
  });
}

/** Replaces a clinic's defaults (patient null) or a patient's overrides; the form shows a failure. */
export function useSaveThresholds(target: { clinicId: number; patientId: number | null }) {
  const client = useQueryClient();
  const path =
    target.patientId === null
      ? `/monitoring/thresholds?clinicId=${target.clinicId}`
      : `/monitoring/patients/${target.patientId}/thresholds?clinicId=${target.clinicId}`;
  return useMutation({
    mutationFn: (body: Thresholds) =>
      apiRequest(path, { method: 'PUT', body, schema: ThresholdsSchema }),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.thresholds }),
  });
}
