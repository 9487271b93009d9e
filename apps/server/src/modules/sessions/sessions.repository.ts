import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/database.js';
import { passcodes, sessions, users } from '../../db/schema/identity.js';
import { assistantProviders } from '../../db/schema/profiles.js';

const assistant = alias(users, 'assistant');
const assistantSession = alias(sessions, 'assistant_session');

/**
 * The hot path of every protected request: session, user and acting assistant in one prepared
 * round trip, carrying everything GET /account answers so that call needs no second query.
 * An acting session lives only while the assistant's own session is live, the assistant is active
 * and still linked to the provider: logout, password change, deactivation or unlinking end it.
 */
export function prepareLiveSessionQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      activated: users.activated,
      firstName: users.firstName,
      lastName: users.lastName,
      roomName: users.roomName,
      timeZone: users.timeZone,
      actingAssistantId: sessions.actingAssistantId,
      assistantFirstName: assistant.firstName,
      assistantLastName: assistant.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(assistant, eq(assistant.id, sessions.actingAssistantId))
    .leftJoin(assistantSession, eq(assistantSession.id, sessions.parentSessionId))
    .leftJoin(
      assistantProviders,
      and(
        eq(assistantProviders.assistantId, sessions.actingAssistantId),
        eq(assistantProviders.providerId, sessions.userId),
      ),
    )
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        or(
          isNull(sessions.actingAssistantId),
          and(
            eq(assistant.activated, true),
            isNull(assistantSession.revokedAt),
            gt(assistantSession.expiresAt, sql`now()`),
            eq(assistantProviders.providerId, sessions.userId),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

export type NewSession = {
  id: string;
  userId: number;
  actingAssistantId: number | null;
  parentSessionId: string | null;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

export const sessionsRepository = {
  async createSession(ex: Executor, values: NewSession) {
    await ex
      .insert(sessions)
      .values({ ...values, userAgent: values.userAgent?.slice(0, 500) ?? null });
  },

  /** Ends the assistant's earlier acting sessions for this provider, so one stays live per pair. */
  async revokeActingSessions(ex: Executor, assistantId: number, providerId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.actingAssistantId, assistantId),
          eq(sessions.userId, providerId),
          isNull(sessions.revokedAt),
        ),
      );
  },

  async revokeSession(ex: Executor, sessionId: string) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
          isNull(sessions.revokedAt),
        ),
      );
  },

  /** Ends every session of the user: their own, those acting as them, and those they act in. */
  async revokeAllSessions(ex: Executor, userId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          or(eq(sessions.userId, userId), eq(sessions.actingAssistantId, userId)),
          isNull(sessions.revokedAt),
        ),
      );
  },

  async replacePasscode(ex: Executor, userId: number, codeHash: string, expiresAt: Date) {
    await ex
      .insert(passcodes)
      .values({ userId, codeHash, expiresAt, attempts: 0 })
      .onConflictDoUpdate({
        target: passcodes.userId,
        set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
      });
  },

  async findPasscodeForUpdate(ex: Executor, userId: number) {
    const [row] = await ex
      .select()
      .from(passcodes)
      .where(eq(passcodes.userId, userId))
      .for('update');
    return row;
  },

  async countPasscodeFailure(ex: Executor, userId: number) {
    await ex
      .update(passcodes)
      .set({ attempts: sql`${passcodes.attempts} + 1` })
      .where(eq(passcodes.userId, userId));
  },

  async deletePasscode(ex: Executor, userId: number) {
    await ex.delete(passcodes).where(eq(passcodes.userId, userId));
  },
};
