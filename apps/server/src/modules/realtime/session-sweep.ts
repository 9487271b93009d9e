import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import type { SocketData } from './socket-auth.js';

type VerifiedPass = Parameters<RoomPassesService['stillAdmits']>[0];

/** Sessions checked per query: bounds the IN list whatever the number of sockets. */
const CHUNK = 1000;

/**
 * A token revoked, expired or gone idle while its socket is open: every `intervalMs` this instance
 * checks the sessions of its own sockets in one query per thousand sessions (and each room pass
 * socket's pass: a withdrawn guest, a closed appointment) and disconnects the sockets whose
 * session or pass is no longer live (the client sees "io server disconnect" and does not
 * retry with that token). Checks never write activity: an open tab is not a user acting.
 */
export function startSessionSweep(options: {
  io: Server;
  intervalMs: number;
  liveSessionIds: (ids: string[]) => Promise<Set<string>>;
  passStillAdmits: RoomPassesService['stillAdmits'];
  log: FastifyBaseLogger;
}) {
  const { io, intervalMs, liveSessionIds, passStillAdmits, log } = options;
  let running = false;

  async function sweep() {
    const bySession = new Map<string, Socket[]>();
    const passSockets: Array<{ socket: Socket; pass: VerifiedPass }> = [];
    const now = Date.now();
    for (const socket of io.of('/').sockets.values()) {
      const data = socket.data as SocketData;
      if (data.expiresAt <= now) {
        socket.disconnect(true);
        continue;
      }
      // A pass socket has no session: its pass is checked again instead (a withdrawn guest).
      if (data.identity.kind !== 'session') {
        passSockets.push({ socket, pass: data.identity.pass });
        continue;
      }
      const { sessionId } = data.identity.ctx.actor;
      const list = bySession.get(sessionId) ?? [];
      list.push(socket);
      bySession.set(sessionId, list);
    }
    const ids = [...bySession.keys()];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const live = await liveSessionIds(chunk);
      for (const id of chunk) {
        if (live.has(id)) continue;
        for (const socket of bySession.get(id) ?? []) socket.disconnect(true);
      }
    }
    for (const { socket, pass } of passSockets) {
      if (!(await passStillAdmits(pass))) socket.disconnect(true);
    }
  }

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: session check failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), sweep };
}
