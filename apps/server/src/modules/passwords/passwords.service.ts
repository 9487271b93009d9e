import { RESET_KEY_TTL_HOURS, SignInLimits } from '@clinicall/shared/constants';
import type {
  ChangePasswordRequest,
  FirstTimeChangeRequest,
  ResetFinishRequest,
} from '@clinicall/shared/identity';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { RequestContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { LimiterStore } from '../../lib/limiter-store.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import type { AccountService, UserRow } from '../account/account.service.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SignInGuard } from '../sessions/sign-in-guard.service.js';
import { resetMail } from './passwords.mails.js';
import { passwordsRepository as repo } from './passwords.repository.js';
import { hashResetKey, newResetKey } from './reset-keys.js';

export type PasswordsDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Keys the stored hashes of reset keys, apart from the token secret. */
  hmacSecret: Uint8Array;
  accounts: AccountService;
  sessions: SessionsService;
  guard: SignInGuard;
  limiters: LimiterStore;
  refusals: RefusalAudit;
};

export function createPasswordsService(deps: PasswordsDeps) {
  const { db, config, mailer, hmacSecret, accounts, sessions, guard, limiters, refusals } = deps;
  // A stolen session must not become a password oracle: wrong existing passwords are capped.
  const changeFailures = limiters.counter('change-password-failures', {
    limit: SignInLimits.changePasswordFailures,
    windowSeconds: SignInLimits.changePasswordWindowMinutes * 60,
  });

  /** Sets a new password and ends every session of the user, in one transaction. */
  async function setPassword(
    ctx: RequestContext,
    user: UserRow,
    oldPassword: string,
    newPassword: string,
    action: string,
  ) {
    if (oldPassword === newPassword) throw domainError('SAME_PASSWORD');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await accounts.updatePassword(tx, user.id, passwordHash);
      await sessions.revokeAllSessions(tx, user.id);
      await repo.retireResetKeys(tx, user.id);
      await ctx.audit(action, { userId: user.id }, tx);
    });
  }

  /**
   * The signed-in caller's current password, for a change of their credentials. Wrong tries share
   * one capped budget per account (`purpose` names the change in the audit row), so no credential
   * form becomes a password oracle for a stolen session.
   */
  async function checkCurrentPassword(ctx: SignedInContext, password: string, purpose: string) {
    const key = String(ctx.actor.userId);
    if ((await changeFailures.check(key)).reached) throw domainError('RATE_LIMITED');
    const user = await accounts.findById(ctx.actor.userId);
    if (!user) throw domainError('UNAUTHORIZED');
    if (!(await verifyPassword(user.passwordHash, password))) {
      const failures = await changeFailures.add(key);
      await ctx.audit(`${purpose}-failed`, {
        detail: { reason: 'wrong-existing-password', failures },
      });
      throw domainError('WRONG_EXISTING_PASSWORD');
    }
    await changeFailures.reset(key);
    return user;
  }

  return {
    checkCurrentPassword,

    async changePassword(ctx: SignedInContext, input: ChangePasswordRequest) {
      const user = await checkCurrentPassword(ctx, input.oldPassword, 'password.change');
      await setPassword(ctx, user, input.oldPassword, input.newPassword, 'password.change');
    },

    /** An e-mail change or its undo: reset links mailed to the address before no longer work. */
    retireResetKeys: (ex: Executor, userId: number) => repo.retireResetKeys(ex, userId),

    async firstTimeChange(ctx: RequestContext, input: FirstTimeChangeRequest) {
      const user = await sessions.checkCredentials(ctx, input.email, input.oldPassword);
      if (!user.mustChangePassword) throw domainError('NOT_FIRST_TIME');
      await setPassword(ctx, user, input.oldPassword, input.newPassword, 'password.first-time');
    },

    async requestReset(ctx: RequestContext, email: string) {
      const user = await accounts.findByEmail(email);
      await ctx.audit('password.reset-requested', {
        userId: user?.id ?? null,
        subject: email.trim().toLowerCase().slice(0, 100),
      });
      // The answer is the same whether or not the account exists.
      if (!user || !user.activated) return;
      const key = newResetKey();
      // The key and its mail are written together (older keys retired in the same transaction);
      // the request never waits for the mail server.
      await db.transaction(async (tx) => {
        await repo.retireResetKeys(tx, user.id);
        await repo.createResetKey(
          tx,
          user.id,
          hashResetKey(hmacSecret, key),
          new Date(Date.now() + RESET_KEY_TTL_HOURS * 3_600_000),
        );
        await mailer.enqueue(
          resetMail(user, `${config.publicUrl}/reset/finish?key=${encodeURIComponent(key)}`),
          tx,
        );
      });
    },

    async lookupResetKey(ctx: RequestContext, key: string) {
      const row = await repo.findUsableResetKey(db, hashResetKey(hmacSecret, key));
      if (!row) {
        await refusals(ctx, 'password.reset-key-invalid', { detail: { step: 'lookup' } });
        throw domainError('RESET_KEY_INVALID');
      }
      return { email: row.email };
    },

    /** A reset proves the mailbox: it also lifts a sign-in lock, so a locked-out owner gets back in. */
    async finishReset(ctx: RequestContext, input: ResetFinishRequest) {
      const keyHash = hashResetKey(hmacSecret, input.resetKey);
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const row = await repo.findUsableResetKey(tx, keyHash);
        if (!row || !(await repo.consumeResetKey(tx, keyHash))) return null;
        await accounts.updatePassword(tx, row.userId, passwordHash);
        await sessions.revokeAllSessions(tx, row.userId);
        await repo.retireResetKeys(tx, row.userId);
        await ctx.audit('password.reset', { userId: row.userId }, tx);
        return { id: row.userId, email: row.email };
      });
      if (!user) {
        await refusals(ctx, 'password.reset-key-invalid', { detail: { step: 'finish' } });
        throw domainError('RESET_KEY_INVALID');
      }
      await guard.reset(user);
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
