import type { Account, LoggedUser } from '@clinicall/shared/identity';
import { photoPath } from '@clinicall/shared/people/photo-path';
import type { Db, Executor } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import type { ClinicsService } from '../clinics/clinics.service.js';
import { domainError } from '../../lib/domain-error.js';
import { offsetAt } from '../../lib/local-time.js';
import { accountRepository as repo, type UserRow } from './account.repository.js';
import { normalizeEmail } from './user-accounts.js';

export { normalizeEmail };

export type { UserRow };

/** The users table as other modules see it: lookups and the few writes sign-in and passwords need. */
export function createAccountService(db: Db, clinics: ClinicsService) {
  return {
    account: (ctx: SignedInContext): Account => ctx.actor.account,

    async loggedUser(ctx: SignedInContext): Promise<LoggedUser> {
      const { userId } = ctx.actor;
      const [profile, clinicDTOS] = await Promise.all([
        repo.profileOf(db, userId),
        clinics.clinicsOfUser(userId),
      ]);
      return {
        ...ctx.actor.account,
        phoneNumber: profile?.phoneNumber ?? null,
        imagePath: photoPath({ id: userId, role: ctx.actor.role }, profile?.imagePath ?? null),
        primarySpecialty: profile?.primarySpecialty ?? null,
        dateOfBirth: profile?.dateOfBirth ?? null,
        gender: profile?.gender ?? null,
        clinicDTOS,
      };
    },

    /**
     * The only writer of an account's zone after its first sign-in: the user's own choice (sign-in
     * merely proposes the browser's). An assistant acting for a provider cannot make it.
     */
    async changeTimeZone(ctx: SignedInContext, timeZone: string): Promise<Account> {
      if (ctx.actor.actingAssistantId !== null) {
        await ctx.audit('account.time-zone-acting-refused', { detail: { to: timeZone } });
        throw domainError('ACTING_TIME_ZONE_FORBIDDEN');
      }
      await db.transaction(async (tx) => {
        const offset = offsetAt(timeZone, Date.now());
        const from = await repo.setTimeZone(tx, ctx.actor.userId, timeZone, offset);
        await ctx.audit('account.time-zone-changed', { detail: { from, to: timeZone } }, tx);
      });
      return { ...ctx.actor.account, timeZone };
    },

    findByEmail: (email: string, ex: Executor = db) =>
      repo.findUserByEmail(ex, normalizeEmail(email)),
    findById: (id: number, ex: Executor = db) => repo.findUserById(ex, id),
    recordLogin: (
      ex: Executor,
      userId: number,
      timeZone: string | undefined,
      timeZoneOffset: number | undefined,
    ) => repo.recordLogin(ex, userId, timeZone, timeZoneOffset),
    updatePassword: (ex: Executor, userId: number, passwordHash: string) =>
      repo.updatePassword(ex, userId, passwordHash),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
