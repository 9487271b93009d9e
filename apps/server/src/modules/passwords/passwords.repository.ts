import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { resetKeys, users } from '../../db/schema/identity.js';

export const passwordsRepository = {
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

  /** Retires every unused key of the user: a newer key, a reset or a password change replaces them. */
  async retireResetKeys(ex: Executor, userId: number) {
    await ex
      .update(resetKeys)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetKeys.userId, userId), isNull(resetKeys.usedAt)));
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
