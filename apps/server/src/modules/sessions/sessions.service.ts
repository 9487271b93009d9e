import { Passcode } from '@clinicall/shared/constants';
import type {
  AuthenticateRequest,
  AuthenticateResponse,
  AuthToken,
} from '@clinicall/shared/identity';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { RequestContext, SignedInContext } from '../../lib/access/request-context.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import { verifyPassword } from '../../lib/password-hashing.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccountService, UserRow } from '../account/account.service.js';
import { hashPasscode, newPasscode, newSessionId } from './secrets.js';
import { passcodeMail } from './sessions.mails.js';
import { prepareLiveSessionQuery, sessionsRepository as repo } from './sessions.repository.js';
import type { TokenService } from './tokens.js';

export type SessionsDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  /** Keys the passcode HMAC, so a copy of the database alone cannot test guesses. */
  hmacSecret: Uint8Array;
  accounts: AccountService;
};

export function createSessionsService(deps: SessionsDeps) {
  const { db, config, mailer, tokens, hmacSecret, accounts } = deps;

  /** The same refusal for an unknown e-mail and a wrong password (A5); both are audited. */
  async function checkCredentials(ctx: RequestContext, email: string, password: string) {
    const user = await accounts.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await ctx.audit('login.failed', {
        userId: user?.id ?? null,
        subject: email.trim().toLowerCase().slice(0, 100),
        detail: { reason: user ? 'wrong-password' : 'unknown-email' },
      });
      throw domainError('BAD_CREDENTIALS');
    }
    if (!user.activated) {
      await ctx.audit('login.refused-inactive', { userId: user.id });
      throw domainError('ACCOUNT_INACTIVE');
    }
    return user;
  }

  async function issueToken(
    ex: Executor,
    ctx: RequestContext,
    session: { userId: number; actingAssistantId: number | null; parentSessionId: string | null },
  ): Promise<AuthToken> {
    const id = newSessionId();
    const expires = Date.now() + config.tokenTtlMs;
    await repo.createSession(ex, {
      id,
      ...session,
      expiresAt: new Date(expires),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return {
      token: await tokens.sign({ userId: session.userId, sessionId: id, expiresAt: expires }),
      expires,
    };
  }

  async function sendPasscode(user: UserRow) {
    const code = newPasscode();
    // The code and its mail are written together: no mail for a code that was not stored.
    await db.transaction(async (tx) => {
      await repo.replacePasscode(
        tx,
        user.id,
        hashPasscode(hmacSecret, user.id, code),
        new Date(Date.now() + Passcode.ttlMinutes * 60_000),
      );
      await mailer.enqueue(passcodeMail(user, code), tx);
    });
  }

  /** Checks a typed passcode; the fifth wrong try deletes it (A10). */
  async function checkPasscode(user: UserRow, code: string) {
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findPasscodeForUpdate(tx, user.id);
      if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= Passcode.maxAttempts) {
        return 'expired' as const;
      }
      if (row.codeHash === hashPasscode(hmacSecret, user.id, code.trim())) {
        await repo.deletePasscode(tx, user.id);
        return 'ok' as const;
      }
      if (row.attempts + 1 >= Passcode.maxAttempts) await repo.deletePasscode(tx, user.id);
      else await repo.countPasscodeFailure(tx, user.id);
      return 'wrong' as const;
    });
    if (outcome === 'expired') throw domainError('PASSCODE_EXPIRED');
    if (outcome === 'wrong') throw domainError('BAD_PASSCODE');
  }

  return {
    checkCredentials,

    /** The auth hook's session check: one prepared query per protected request. */
    prepareLiveSessionQuery: () => prepareLiveSessionQuery(db),

    async authenticate(
      ctx: RequestContext,
      input: AuthenticateRequest,
      otp: string | undefined,
    ): Promise<AuthenticateResponse> {
      const user = await checkCredentials(ctx, input.email, input.password);
      if (user.mustChangePassword) {
        await ctx.audit('login.first-time', { userId: user.id });
        return { action: 'firstTimeLogin' };
      }
      if (user.passcodeRequired) {
        if (!otp) {
          await sendPasscode(user);
          await ctx.audit('login.passcode-sent', { userId: user.id });
          return { action: 'passcode' };
        }
        try {
          await checkPasscode(user, otp);
        } catch (error) {
          await ctx.audit('login.failed', {
            userId: user.id,
            detail: { reason: error instanceof DomainError ? error.code : 'passcode' },
          });
          throw error;
        }
      }
      return db.transaction(async (tx) => {
        const token = await issueToken(tx, ctx, {
          userId: user.id,
          actingAssistantId: null,
          parentSessionId: null,
        });
        await accounts.recordLogin(tx, user.id, input.timeZone, input.timeZoneOffset);
        await ctx.audit('login.success', { userId: user.id }, tx);
        return token;
      });
    },

    async renewPasscode(ctx: RequestContext, email: string, password: string) {
      const user = await checkCredentials(ctx, email, password);
      if (!user.passcodeRequired) throw domainError('PASSCODE_NOT_REQUIRED');
      await sendPasscode(user);
      await ctx.audit('login.passcode-sent', { userId: user.id });
    },

    /** Ends the current session, and any acting session the assistant opened from it. */
    async logout(ctx: SignedInContext) {
      await repo.revokeSession(db, ctx.actor.sessionId);
      await ctx.audit('logout');
    },

    /**
     * A58: a provider token bound to the assistant's own session. One acting session lives per
     * assistant and provider: minting again replaces the earlier one.
     */
    async issueActingToken(ex: Executor, ctx: SignedInContext, providerId: number) {
      await repo.revokeActingSessions(ex, ctx.actor.userId, providerId);
      return issueToken(ex, ctx, {
        userId: providerId,
        actingAssistantId: ctx.actor.userId,
        parentSessionId: ctx.actor.sessionId,
      });
    },

    /** Password change and reset end every session of the user. */
    revokeAllSessions: (ex: Executor, userId: number) => repo.revokeAllSessions(ex, userId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
