import { TOO_MANY_SOCKETS, tooManySocketsMessage } from '@clinicall/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import { userRoom } from './realtime-rooms.js';
import type { SocketData } from './socket-auth.js';

/** Runs each user's handshakes one after another on this instance. */
function queuePerKey() {
  const tails = new Map<number, Promise<unknown>>();
  return <T>(key: number, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/** The socket is in the namespace (so counted) once Socket.IO's next tick after `next()` has run. */
const afterConnect = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Issue 19 path 11: one signed-in user holds at most `perUser` sockets. The count is of the
 * sockets in the user's own room, which through the Redis adapter spans every instance: it is the
 * sockets themselves, so a crashed instance leaves no stale count behind. A user's handshakes on
 * one instance are admitted one at a time, so they never overshoot; two handshakes at the same
 * moment on two instances may (by at most one per other instance), which a cap on abuse allows.
 * Room-pass sockets (guests) have no user and are bounded by their pass. Runs after the handshake
 * check (socket-auth.ts), so `socket.data` holds the identity.
 */
export function useSocketCap(
  io: Server,
  deps: { perUser: number; refusals: RefusalAudit; log: FastifyBaseLogger },
) {
  const serially = queuePerKey();

  /** How many sockets the user holds on every instance; null when an instance did not answer. */
  async function openSockets(userId: number): Promise<number | null> {
    try {
      return (await io.in(userRoom(userId)).fetchSockets()).length;
    } catch (error) {
      deps.log.warn({ err: error, userId }, 'realtime: sockets not counted; admitted uncapped');
      return null;
    }
  }

  io.use((socket, next) => {
    const data = socket.data as SocketData;
    if (data.identity.kind !== 'session') return next();
    const { ctx } = data.identity;
    const userId = ctx.actor.userId;
    void serially(userId, async () => {
      const open = await openSockets(userId);
      // A count that failed (Redis away) admits: live updates matter more than this bound.
      if (open === null || open < deps.perUser) {
        next();
        await afterConnect();
        return;
      }
      await deps
        .refusals(ctx, 'realtime.too-many-sockets', { detail: { open, cap: deps.perUser } })
        .catch((error: unknown) => deps.log.warn({ err: error }, 'realtime: refusal not audited'));
      next(
        Object.assign(new Error(TOO_MANY_SOCKETS), {
          data: { code: TOO_MANY_SOCKETS, message: tooManySocketsMessage(deps.perUser) },
        }),
      );
    });
  });
}
