import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { ssoAuthorizations, ssoIdentities, ssoProviders } from '../../db/schema/sso.js';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type SsoProviderValues = Omit<typeof ssoProviders.$inferInsert, 'id' | 'createdAt'>;
export type SsoAuthorizationRow = typeof ssoAuthorizations.$inferSelect;

const signInUser = {
  id: users.id,
  email: users.email,
  role: users.role,
  activated: users.activated,
};

export const ssoRepository = {
  listProviders: (ex: Executor) => ex.select().from(ssoProviders).orderBy(ssoProviders.name),

  findProvider: async (ex: Executor, id: number) =>
    (await ex.select().from(ssoProviders).where(eq(ssoProviders.id, id)))[0],

  findProviderForUpdate: async (ex: Executor, id: number) =>
    (await ex.select().from(ssoProviders).where(eq(ssoProviders.id, id)).for('update'))[0],

  /** The enabled provider that signs in `domain`, if any. */
  findEnabledByDomain: async (ex: Executor, domain: string) =>
    (
      await ex
        .select()
        .from(ssoProviders)
        .where(and(eq(ssoProviders.enabled, true), sql`${domain} = any(${ssoProviders.domains})`))
        .limit(1)
    )[0],

  /** Providers other than `exceptId` already holding one of `domains`. */
  providersHoldingDomains: (ex: Executor, domains: string[], exceptId: number | null) =>
    ex
      .select({ id: ssoProviders.id })
      .from(ssoProviders)
      .where(
        and(
          sql`${ssoProviders.domains} && ${sql`array[${sql.join(
            domains.map((d) => sql`${d}`),
            sql`, `,
          )}]::text[]`}`,
          exceptId === null ? undefined : sql`${ssoProviders.id} <> ${exceptId}`,
        ),
      ),

  enabledDomains: async (ex: Executor) =>
    (
      await ex
        .select({ domain: sql<string>`unnest(${ssoProviders.domains})` })
        .from(ssoProviders)
        .where(eq(ssoProviders.enabled, true))
    ).map((r) => r.domain),

  insertProvider: async (ex: Executor, values: SsoProviderValues) =>
    (await ex.insert(ssoProviders).values(values).returning())[0]!,

  updateProvider: async (ex: Executor, id: number, values: Partial<SsoProviderValues>) =>
    (
      await ex
        .update(ssoProviders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(ssoProviders.id, id))
        .returning()
    )[0]!,

  insertAuthorization: (ex: Executor, row: SsoAuthorizationRow) =>
    ex.insert(ssoAuthorizations).values(row),

  /** Single use: the row is deleted by the read that returns it; expired rows go at the same time. */
  takeAuthorization: async (ex: Executor, stateHash: string) => {
    await ex.delete(ssoAuthorizations).where(lt(ssoAuthorizations.expiresAt, new Date()));
    return (
      await ex
        .delete(ssoAuthorizations)
        .where(eq(ssoAuthorizations.stateHash, stateHash))
        .returning()
    )[0];
  },

  userByEmail: async (ex: Executor, email: string) =>
    (await ex.select(signInUser).from(users).where(eq(users.email, email)))[0],

  /** The account bound to (issuer, subject), if any. */
  boundUser: async (ex: Executor, issuer: string, subject: string) =>
    (
      await ex
        .select(signInUser)
        .from(ssoIdentities)
        .innerJoin(users, eq(users.id, ssoIdentities.userId))
        .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
    )[0],

  /** The subject already bound to this account at `issuer`, if any. */
  subjectOf: async (ex: Executor, userId: number, issuer: string) =>
    (
      await ex
        .select({ subject: ssoIdentities.subject })
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.userId, userId), eq(ssoIdentities.issuer, issuer)))
    )[0]?.subject,

  /** Binds; answers false when a concurrent first sign-in bound the account or subject first. */
  bind: async (ex: Executor, issuer: string, subject: string, userId: number) =>
    (
      await ex
        .insert(ssoIdentities)
        .values({ issuer, subject, userId })
        .onConflictDoNothing()
        .returning({ userId: ssoIdentities.userId })
    ).length === 1,
};
