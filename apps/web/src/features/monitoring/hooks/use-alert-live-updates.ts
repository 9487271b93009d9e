import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { alertKeys } from '../api/alert-keys';

/**
 * Issue 23: an RPM_ALERT (opened, cleared or acknowledged) reads the alerts again, so the
 * dashboard and the patient's tab change without a reload. With `patientId`, only that patient's.
 */
export function useAlertLiveUpdates(patientId?: number) {
  const client = useQueryClient();
  const refresh = () =>
    void client.invalidateQueries({
      queryKey: patientId === undefined ? alertKeys.alerts : alertKeys.patient(patientId),
    });
  useRealtimeEvent('RPM_ALERT', (event) => {
    if (patientId !== undefined && event.patientId !== patientId) return;
    refresh();
  });
  useRealtimeEvent('RESYNC', refresh);
}
