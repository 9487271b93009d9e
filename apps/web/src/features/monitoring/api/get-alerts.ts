import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertsSchema } from '@clinicall/shared/monitoring/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** Issue 23: a patient's alerts, open and cleared, newest first (their monitoring tab). */
export function patientAlertsQuery(patientId: number) {
  return queryOptions({
    queryKey: alertKeys.patient(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/monitoring/patients/${patientId}/alerts?state=ALL`, {
        schema: AlertsSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export function usePatientAlerts(patientId: number) {
  return useQuery(patientAlertsQuery(patientId));
}

/** Issue 23: the open alerts of the provider's clinics (the dashboard's card). */
export const dashboardAlertsQuery = queryOptions({
  queryKey: alertKeys.dashboard(),
  queryFn: ({ signal }) => apiRequest('/monitoring/alerts', { schema: AlertsSchema, signal }),
  meta: { handlesErrors: true },
});

export function useDashboardAlerts(enabled: boolean) {
  return useQuery({ ...dashboardAlertsQuery, enabled });
}
