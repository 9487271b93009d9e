import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';

export const providerPhotoRepository = {
  /** Clears a user's photo and answers the storage key it had (null when none). */
  async clear(ex: Executor, userId: number): Promise<string | null> {
    const [old] = await ex
      .select({ imagePath: users.imagePath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await ex
      .update(users)
      .set({ imagePath: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return old?.imagePath ?? null;
  },
};
