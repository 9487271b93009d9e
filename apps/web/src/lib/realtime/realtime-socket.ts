import { REALTIME_EVENT } from '@clinicall/shared/realtime';
import { io } from 'socket.io-client';
import { receiveRealtimeEvent } from './receive-event';
import { realtimeSocketOptions } from './socket-options';

/** Opens the session's one socket; the returned function closes it (logout, token change). */
export function openRealtimeSocket(token: string): () => void {
  const socket = io(realtimeSocketOptions({ token }));
  socket.on(REALTIME_EVENT, receiveRealtimeEvent);
  return () => {
    socket.off(REALTIME_EVENT, receiveRealtimeEvent);
    socket.close();
  };
}
