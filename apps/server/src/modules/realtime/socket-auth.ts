import type { Server } from 'socket.io';
import {
  RequestContext,
  type AuditRecorder,
  type SignedInContext,
} from '../../lib/access/request-context.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import type { SessionAuthenticator } from '../sessions/session-authenticator.service.js';
import type { SocketIdentity } from './client-events.service.js';
import { roomsOf } from './realtime-rooms.js';

/** What the server keeps on each authenticated socket. */
export type SocketData = {
  identity: SocketIdentity;
  expiresAt: number;
  /** What others see of this socket in each server room it joined with a description. */
  members: Record<string, unknown>;
};

/** The error message a refused handshake carries to the client's `connect_error`. */
export const UNAUTHORIZED = 'UNAUTHORIZED';

type Credentials = { token: string } | { pass: string } | null;

function credentialsOf(auth: unknown): Credentials {
  const { token, pass } = (auth ?? {}) as { token?: unknown; pass?: unknown };
  if (typeof token === 'string' && token) return { token };
  if (typeof pass === 'string' && pass) return { pass };
  return null;
}

/**
 * The handshake carries the same bearer token as HTTP (`auth: { token }`) and passes the same
 * check as the access plugin, or a room pass (`auth: { pass }`) checked as the room page checks it.
 * A refusal is audited like a refused request. An accepted session socket joins its own rooms
 * here, and only here: clients never name a room. A pass socket joins none.
 */
export function useSocketAuth(
  io: Server,
  deps: {
    checkToken: SessionAuthenticator;
    checkRoomPass: (pass: string) => ReturnType<RoomPassesService['verify']>;
    refusals: RefusalAudit;
    record: AuditRecorder;
  },
) {
  async function admitPass(ctx: RequestContext, pass: string): Promise<SocketData | null> {
    try {
      const verified = await deps.checkRoomPass(pass);
      return {
        identity: { kind: 'room-pass', ctx, pass: verified },
        expiresAt: verified.expiresAt,
        members: {},
      };
    } catch {
      await deps.refusals(ctx, 'auth.token-refused', {
        detail: { reason: 'room-pass', route: 'realtime' },
      });
      return null;
    }
  }

  async function admitToken(ctx: RequestContext, token: string): Promise<SocketData | null> {
    const checked = await deps.checkToken(token);
    if (!checked.ok) {
      const { reason, claimedUserId } = checked;
      await deps.refusals(ctx, 'auth.token-refused', {
        detail: { reason, route: 'realtime', ...(claimedUserId ? { claimedUserId } : {}) },
      });
      return null;
    }
    // Issue 20 point 10: a session waiting for legal acceptance opens no socket (as it calls no
    // route but the acceptance's); the web opens one once the documents are accepted.
    if (checked.actor.account.legalPending) return null;
    ctx.actor = checked.actor;
    return {
      identity: { kind: 'session', ctx: ctx as SignedInContext },
      expiresAt: checked.expiresAt,
      members: {},
    };
  }

  io.use((socket, next) => {
    const { handshake } = socket;
    const ctx = new RequestContext(
      handshake.address,
      handshake.headers['user-agent'] ?? null,
      deps.record,
    );
    const credentials = credentialsOf(handshake.auth);
    if (!credentials) return next(new Error(UNAUTHORIZED));
    const admitted =
      'token' in credentials
        ? admitToken(ctx, credentials.token)
        : admitPass(ctx, credentials.pass);
    admitted
      .then((data) => {
        if (!data) return next(new Error(UNAUTHORIZED));
        socket.data = data;
        if (data.identity.kind === 'session') void socket.join(roomsOf(data.identity.ctx.actor));
        next();
      })
      .catch(() => next(new Error(UNAUTHORIZED)));
  });
}
