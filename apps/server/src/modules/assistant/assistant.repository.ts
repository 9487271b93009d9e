import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { assistantProviders, providerProfiles } from '../../db/schema/profiles.js';
import { containsPattern } from '../../lib/like-pattern.js';

export const assistantRepository = {
  /** Active providers linked to the assistant, matching a first, last or full name (A55). */
  async providersPage(
    ex: Executor,
    assistantId: number,
    { page, size, search }: { page: number; size: number; search?: string | undefined },
  ) {
    const pattern = search ? containsPattern(search) : undefined;
    const where = and(
      eq(assistantProviders.assistantId, assistantId),
      eq(users.activated, true),
      pattern
        ? or(
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ex
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          imagePath: users.imagePath,
          primarySpecialty: providerProfiles.primarySpecialty,
        })
        .from(assistantProviders)
        .innerJoin(users, eq(users.id, assistantProviders.providerId))
        .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(size)
        .offset(page * size),
      ex
        .select({ value: count() })
        .from(assistantProviders)
        .innerJoin(users, eq(users.id, assistantProviders.providerId))
        .where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async lockLinkedActiveProvider(ex: Executor, assistantId: number, providerId: number) {
    const [row] = await ex
      .select({ id: users.id })
      .from(assistantProviders)
      .innerJoin(users, eq(users.id, assistantProviders.providerId))
      .where(
        and(
          eq(assistantProviders.assistantId, assistantId),
          eq(assistantProviders.providerId, providerId),
          eq(users.activated, true),
          eq(users.role, 'ROLE_PROVIDER'),
        ),
      )
      .limit(1)
      .for('update', { of: assistantProviders });
    return row;
  },
};
