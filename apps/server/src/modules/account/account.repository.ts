import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';

export type UserRow = typeof users.$inferSelect;

export const accountRepository = {
  async findUserByEmail(ex: Executor, email: string) {
    const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findUserById(ex: Executor, id: number) {
    const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** The profile fields of getLoggedUser, in one round trip. */
  async profileOf(ex: Executor, userId: number) {
    const [row] = await ex
      .select({
        phoneNumber: users.phoneNumber,
        imagePath: users.imagePath,
        primarySpecialty: providerProfiles.primarySpecialty,
        dateOfBirth: patientProfiles.dateOfBirth,
        gender: patientProfiles.gender,
      })
      .from(users)
      .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },

  /**
   * A sign-in. The browser's zone (and its offset, A4) is only a proposal: it becomes the account's
   * zone when none is stored yet, never over one the user has (docs/architecture.md, Time zones).
   */
  async recordLogin(ex: Executor, userId: number, timeZone?: string, timeZoneOffset?: number) {
    await ex
      .update(users)
      .set({
        lastLoginAt: sql`now()`,
        ...(timeZone
          ? {
              timeZone: sql`coalesce(${users.timeZone}, ${timeZone})`,
              timeZoneOffset: sql`case when ${users.timeZone} is null
                then ${timeZoneOffset ?? null}::smallint else ${users.timeZoneOffset} end`,
            }
          : {}),
      })
      .where(eq(users.id, userId));
  },

  /** The user's own change of their zone; answers the zone it replaced. */
  async setTimeZone(ex: Executor, userId: number, timeZone: string, timeZoneOffset: number) {
    const [before] = await ex
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await ex
      .update(users)
      .set({ timeZone, timeZoneOffset, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return before?.timeZone ?? null;
  },

  async updatePassword(ex: Executor, userId: number, passwordHash: string) {
    await ex
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },
};
