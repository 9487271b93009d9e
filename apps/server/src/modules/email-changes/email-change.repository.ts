import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { emailChangeKeys } from '../../db/schema/email-changes.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';

export const emailChangeRepository = {
  async createKey(
    ex: Executor,
    row: {
      keyHash: string;
      userId: number;
      newEmail: string;
      requestedById: number;
      expiresAt: Date;
    },
  ) {
    await ex.insert(emailChangeKeys).values(row);
  },

  /** Ends every open change of the user: a newer change, or the owner's own, replaces them. */
  async supersedeOpenKeys(ex: Executor, userId: number) {
    await ex
      .update(emailChangeKeys)
      .set({ supersededAt: sql`now()` })
      .where(
        and(
          eq(emailChangeKeys.userId, userId),
          isNull(emailChangeKeys.usedAt),
          isNull(emailChangeKeys.supersededAt),
        ),
      );
  },

  /** The key's row, locked with its account so two confirmations of one key cannot both pass. */
  async findKey(ex: Executor, keyHash: string) {
    const [row] = await ex
      .select({
        userId: emailChangeKeys.userId,
        newEmail: emailChangeKeys.newEmail,
        expiresAt: emailChangeKeys.expiresAt,
        usedAt: emailChangeKeys.usedAt,
        supersededAt: emailChangeKeys.supersededAt,
      })
      .from(emailChangeKeys)
      .innerJoin(users, eq(users.id, emailChangeKeys.userId))
      .where(eq(emailChangeKeys.keyHash, keyHash))
      .for('update');
    return row ?? null;
  },

  async markUsed(ex: Executor, keyHash: string) {
    await ex
      .update(emailChangeKeys)
      .set({ usedAt: sql`now()` })
      .where(eq(emailChangeKeys.keyHash, keyHash));
  },

  /** Shows (F20) or clears the pending address on the patient's profile. */
  async setPendingEmail(ex: Executor, userId: number, newEmail: string | null) {
    await ex
      .insert(patientProfiles)
      .values({ userId, newEmail })
      .onConflictDoUpdate({ target: patientProfiles.userId, set: { newEmail } });
  },

  async setEmail(ex: Executor, userId: number, email: string) {
    await ex
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async emailOwner(ex: Executor, email: string) {
    const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  async nameOf(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}` : 'Your clinic';
  },
};
