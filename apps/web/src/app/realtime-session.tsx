import { getValidToken } from '../lib/auth/auth-storage';
import { useRealtimeConnection } from '../lib/realtime/use-realtime-connection';
import { useAppointmentLiveUpdates } from '../features/appointments';
import { AppointmentStartedDialog } from '../features/room';

/**
 * The signed-in session's realtime channel (D1) and the listeners that keep cached queries fresh.
 * A feature whose data the server announces adds its hook here: appointments refresh on the
 * provider's appointments event (D4); the unread-message count (D3, UNREAD_COUNT, NEW_MESSAGE and
 * MSG_ENCOUNTER_CLOSED) belongs with the messaging feature's unread-count query.
 */
export function RealtimeSession() {
  useRealtimeConnection(getValidToken()?.token ?? null);
  useAppointmentLiveUpdates();
  return <AppointmentStartedDialog />;
}
