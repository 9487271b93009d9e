import { REALTIME_EVENT } from '@clinicall/shared/realtime';
import { io } from 'socket.io-client';
import { toast } from '../../components/ui/toast';
import { apiRequest } from '../api-client';
import { publishRealtime } from './realtime-bus';
import { receiveRealtimeEvent } from './receive-event';
import { tooManySocketsNotice } from './socket-refusal';
import { realtimeSocketOptions } from './socket-options';

/** Opens the session's one socket; the returned function closes it (logout, token change). */
export function openRealtimeSocket(token: string): () => void {
  const socket = io(realtimeSocketOptions({ token }));
  socket.on(REALTIME_EVENT, receiveRealtimeEvent);
  // Connected again (its instance restarted or died): what was sent meanwhile never came, so the
  // views the channel keeps fresh read their data again (issue 24).
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) publishRealtime({ type: 'RESYNC' });
    connectedBefore = true;
  });
  // Refused for the account's cap of live connections: the person is told why this tab gets no
  // live updates (the client does not retry a refused handshake).
  socket.on('connect_error', (error) => {
    const notice = tooManySocketsNotice(error);
    if (notice) toast.warning(notice, { closable: true });
  });
  // The server ended this socket (a revoked session, a deactivated account: issue 20 point 3): one
  // request finds out at once, and its 401 ends the session in this tab as any refused call does.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void apiRequest('/account').catch(() => undefined);
  });
  return () => {
    socket.off(REALTIME_EVENT, receiveRealtimeEvent);
    socket.close();
  };
}
