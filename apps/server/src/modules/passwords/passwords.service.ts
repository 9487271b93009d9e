import { RESET_KEY_TTL_HOURS } from '@clinicall/shared/constants';
import type {
  ChangePasswordRequest,
  FirstTimeChangeRequest,
  ResetFinishRequest,
} from '@clinicall/shared/identity';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { RequestContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { hashPassword, verifyPassword } from '../../lib/password-hashing.js';
import type { AccountService, UserRow } from '../account/account.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionsService } from '../sessions/sessions.service.js';
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
};

export function createPasswordsService(deps: PasswordsDeps) {
  const { db, config, mailer, hmacSecret, accounts, sessions } = deps;

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
      await ctx.audit(action, { userId: user.id }, tx);
    });
  }

  return {
    async changePassword(ctx: SignedInContext, input: ChangePasswordRequest) {
      const user = await accounts.findById(ctx.actor.userId);
      if (!user) throw domainError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw domainError('WRONG_EXISTING_PASSWORD');
      }
      await setPassword(ctx, user, input.oldPassword, input.newPassword, 'password.change');
    },

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
      // The key and its mail are written together; the request never waits for the mail server.
      await db.transaction(async (tx) => {
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

    async lookupResetKey(key: string) {
      const row = await repo.findUsableResetKey(db, hashResetKey(hmacSecret, key));
      if (!row) throw domainError('RESET_KEY_INVALID');
      return { email: row.email };
    },

    async finishReset(ctx: RequestContext, input: ResetFinishRequest) {
      const keyHash = hashResetKey(hmacSecret, input.resetKey);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const row = await repo.findUsableResetKey(tx, keyHash);
        if (!row || !(await repo.consumeResetKey(tx, keyHash))) {
          throw domainError('RESET_KEY_INVALID');
        }
        await accounts.updatePassword(tx, row.userId, passwordHash);
        await sessions.revokeAllSessions(tx, row.userId);
        await ctx.audit('password.reset', { userId: row.userId }, tx);
      });
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
