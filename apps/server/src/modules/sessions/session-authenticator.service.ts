import type { Role } from '@clinicall/shared/roles';
import type { Actor } from '../../lib/access/request-context.js';
import { cachedLiveSessions, type LiveSessionCache } from './live-session-cache.js';
import { actingAssistantOf, type SessionsService } from './sessions.service.js';
import type { TokenService } from './token.service.js';

/** Why a presented token was refused: forged, malformed or expired, or its session is not live. */
export type TokenRefusal = { reason: 'invalid-token' | 'session-not-live'; claimedUserId?: number };

export type TokenCheck =
  { ok: true; actor: Actor; expiresAt: number } | ({ ok: false } & TokenRefusal);

/**
 * The one check of a bearer token, shared by the HTTP access plugin and the realtime channel:
 * signature and expiry, then the live-session query (revoked, expired, idle, inactive user or
 * assistant all fail it), answered from `cache` while change notifications vouch for its answer.
 * A live session's activity is recorded at most once per tenth of the idle window, like any request.
 */
export function createSessionAuthenticator(
  sessions: SessionsService,
  tokens: TokenService,
  cache: LiveSessionCache,
) {
  const liveSession = cachedLiveSessions(sessions.prepareLiveSessionQuery(), cache);

  return async function checkToken(token: string): Promise<TokenCheck> {
    const claims = await tokens.verify(token);
    if (!claims) return { ok: false, reason: 'invalid-token' };
    const session = await liveSession(claims.sessionId, claims.userId);
    if (!session || session.userId !== claims.userId || !session.activated) {
      return { ok: false, reason: 'session-not-live', claimedUserId: claims.userId };
    }
    if (session.touchDue) {
      await sessions.noteActivity({
        id: claims.sessionId,
        parentSessionId: session.parentSessionId,
      });
    }
    const role = session.role as Role;
    const actor: Actor = {
      userId: session.userId,
      sessionId: claims.sessionId,
      role,
      email: session.email,
      actingAssistantId: session.actingAssistantId,
      account: {
        id: session.userId,
        email: session.email,
        firstName: session.firstName,
        lastName: session.lastName,
        roles: [role],
        roomName: session.roomName,
        timeZone: session.timeZone,
        actingAssistant: actingAssistantOf(session),
        // Issue 20 point 10: the access plugin keeps such a session to the acceptance routes.
        ...(session.legalPending ? { legalPending: true } : {}),
      },
      // The database's check holds the roles, so their strings are the shared union.
      memberships: session.memberships as Actor['memberships'],
    };
    return { ok: true, actor, expiresAt: claims.expiresAt };
  };
}

export type SessionAuthenticator = ReturnType<typeof createSessionAuthenticator>;
