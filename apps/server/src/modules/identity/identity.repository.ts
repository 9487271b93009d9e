import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/database.js';
import { passcodes, resetKeys, sessions, users } from '../../db/schema/identity.js';

export type UserRow = typeof users.$inferSelect;

const assistant = alias(users, 'assistant');

/**
 * The hot path of every protected request: session, user and acting assistant in one prepared
 * round trip, carrying everything GET /account answers so that call needs no second query.
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
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

export const identityRepository = {
  async findUserByEmail(ex: Executor, email: string) {
    const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findUserById(ex: Executor, id: number) {
    const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async createSession(
    ex: Executor,
    values: {
      id: string;
      userId: number;
      actingAssistantId: number | null;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    },
  ) {
    await ex
      .insert(sessions)
      .values({ ...values, userAgent: values.userAgent?.slice(0, 500) ?? null });
  },

  async revokeSession(ex: Executor, sessionId: string) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  /** Ends every session of the user, and every session in which an assistant acts as them. */
  async revokeAllSessions(ex: Executor, userId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async recordLogin(ex: Executor, userId: number, timeZone?: string, timeZoneOffset?: number) {
    await ex
      .update(users)
      .set({
        lastLoginAt: sql`now()`,
        ...(timeZone ? { timeZone } : {}),
        ...(timeZoneOffset !== undefined ? { timeZoneOffset } : {}),
      })
      .where(eq(users.id, userId));
  },

  async updatePassword(ex: Executor, userId: number, passwordHash: string) {
    await ex
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
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

  async createResetKey(ex: Executor, userId: number, keyHash: string, expiresAt: Date) {
    await ex.insert(resetKeys).values({ userId, keyHash, expiresAt });
  },

  async findUsableResetKey(ex: Executor, keyHash: string) {
    const [row] = await ex
      .select({ userId: resetKeys.userId, email: users.email })
      .from(resetKeys)
      .innerJoin(users, eq(users.id, resetKeys.userId))
      .where(
        and(
          eq(resetKeys.keyHash, keyHash),
          isNull(resetKeys.usedAt),
          gt(resetKeys.expiresAt, sql`now()`),
          eq(users.activated, true),
        ),
      )
      .limit(1);
    return row;
  },

  /** Marks the key used; returns false when another request used it first. */
  async consumeResetKey(ex: Executor, keyHash: string) {
    const rows = await ex
      .update(resetKeys)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetKeys.keyHash, keyHash), isNull(resetKeys.usedAt)))
      .returning({ userId: resetKeys.userId });
    return rows.length === 1;
  },
};
