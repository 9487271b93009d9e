/**
 * The keys of the sign-up form's and the alerts' queries (the partner views keep theirs in
 * monitoring-keys.ts). A realtime alert refreshes everything under `alerts`.
 */
export const alertKeys = {
  alerts: ['monitoring-alerts'] as const,
  patient: (patientId: number) => [...alertKeys.alerts, 'patient', patientId] as const,
  dashboard: () => [...alertKeys.alerts, 'dashboard'] as const,
  thresholds: ['monitoring-thresholds'] as const,
  clinicThresholds: (clinicId: number) => [...alertKeys.thresholds, 'clinic', clinicId] as const,
  patientThresholds: (patientId: number, clinicId: number) =>
    [...alertKeys.thresholds, 'patient', patientId, clinicId] as const,
  signupPartners: () => ['monitoring-signup', 'partners'] as const,
};
