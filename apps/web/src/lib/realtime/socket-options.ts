import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_MS,
} from '@clinicall/shared/realtime';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** A session's bearer token, or a room pass (a socket that can only enter that room). */
export type RealtimeCredentials = { token: string } | { pass: string };

/**
 * D1/D7: same origin, the session's bearer token (or a room pass) in the handshake, and a retry every 5 s after a
 * lost connection (no growth, no jitter). The server's heartbeat (D6) runs every 20 s; the client
 * gives up on a silent server after one missed beat plus its own timeout, as Socket.IO does.
 */
export function realtimeSocketOptions(
  auth: RealtimeCredentials,
): Partial<ManagerOptions & SocketOptions> {
  return {
    path: REALTIME_PATH,
    auth,
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_MS,
    randomizationFactor: 0,
    timeout: REALTIME_HEARTBEAT_MS,
  };
}
