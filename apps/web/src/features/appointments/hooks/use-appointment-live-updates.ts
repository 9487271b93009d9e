import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { appointmentKeys } from '../api/query-keys';

/**
 * D4: the provider's appointments event (a patient joined, an appointment changed) refreshes every
 * appointment list and counter, so the patient-joined state shows without a reload.
 */
export function useAppointmentLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  useRealtimeEvent('APPOINTMENT_UPDATED', refresh);
  useRealtimeEvent('RESYNC', refresh);
}
