import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_MS,
} from '@clinicall/shared/realtime';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/**
 * D1/D7: same origin, the session's bearer token in the handshake, and a retry every 5 s after a
 * lost connection (no growth, no jitter). The server's heartbeat (D6) runs every 20 s; the client
 * gives up on a silent server after one missed beat plus its own timeout, as Socket.IO does.
 */
export function realtimeSocketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_MS,
    randomizationFactor: 0,
    timeout: REALTIME_HEARTBEAT_MS,
  };
}
