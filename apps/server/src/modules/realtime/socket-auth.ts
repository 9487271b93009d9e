import type { Server } from 'socket.io';
import {
  RequestContext,
  type AuditRecorder,
  type SignedInContext,
} from '../../lib/access/request-context.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { SessionAuthenticator } from '../sessions/session-authenticator.service.js';
import { roomsOf } from './realtime-rooms.js';

/** What the server keeps on each authenticated socket. */
export type SocketData = { ctx: SignedInContext; expiresAt: number };

/** The error message a refused handshake carries to the client's `connect_error`. */
export const UNAUTHORIZED = 'UNAUTHORIZED';

/**
 * The handshake carries the same bearer token as HTTP (`auth: { token }`) and passes the same
 * check as the access plugin; a refusal is audited like a refused request. An accepted socket
 * joins its own rooms here, and only here: clients never name a room.
 */
export function useSocketAuth(
  io: Server,
  deps: { checkToken: SessionAuthenticator; refusals: RefusalAudit; record: AuditRecorder },
) {
  io.use((socket, next) => {
    const { handshake } = socket;
    const ctx = new RequestContext(
      handshake.address,
      handshake.headers['user-agent'] ?? null,
      deps.record,
    );
    const auth = handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    if (!token) return next(new Error(UNAUTHORIZED));
    deps
      .checkToken(token)
      .then(async (checked) => {
        if (!checked.ok) {
          const { reason, claimedUserId } = checked;
          await deps.refusals(ctx, 'auth.token-refused', {
            detail: { reason, route: 'realtime', ...(claimedUserId ? { claimedUserId } : {}) },
          });
          return next(new Error(UNAUTHORIZED));
        }
        ctx.actor = checked.actor;
        const data: SocketData = { ctx: ctx as SignedInContext, expiresAt: checked.expiresAt };
        socket.data = data;
        void socket.join(roomsOf(checked.actor));
        next();
      })
      .catch(() => next(new Error(UNAUTHORIZED)));
  });
}
