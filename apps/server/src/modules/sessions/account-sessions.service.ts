import { actingAssistantOf } from './sessions.service.js';
import type { SessionList } from '@clinicall/shared/sessions';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { liveSessionsOf, sessionsRepository as repo } from './sessions.repository.js';

/** The account page's view of the caller's own sessions: list them, end one, end them all. */
export function createAccountSessionsService(deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  /** An assistant acting as a provider neither sees nor ends the provider's sign-ins. */
  const ownerOf = (ctx: SignedInContext) => {
    if (ctx.actor.actingAssistantId !== null) throw domainError('FORBIDDEN');
    return ctx.actor.userId;
  };

  return {
    async list(ctx: SignedInContext): Promise<SessionList> {
      const rows = await liveSessionsOf(db, ownerOf(ctx), config.sessionDuration);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.id === ctx.actor.sessionId,
        actingAssistant: actingAssistantOf(row),
      }));
    },

    /** Another user's session id answers 404, exactly like an unknown one. */
    async end(ctx: SignedInContext, sessionId: string) {
      const userId = ownerOf(ctx);
      const ended = await db.transaction(async (tx) => {
        if (!(await repo.revokeOwnSession(tx, userId, sessionId))) return false;
        await ctx.audit('session.end', { detail: { sessionId } }, tx);
        return true;
      });
      if (!ended) throw domainError('NOT_FOUND');
    },

    /** Every session of the user, acting sessions opened as them or from theirs included. */
    async endAll(ctx: SignedInContext) {
      const userId = ownerOf(ctx);
      await db.transaction(async (tx) => {
        await repo.revokeAllSessions(tx, userId);
        await ctx.audit('session.end-all', {}, tx);
      });
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
