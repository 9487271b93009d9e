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
import type { SignInGuard } from './sign-in-guard.service.js';
import {
  liveSessionIdsAmong,
  prepareLiveSessionQuery,
  sessionsRepository as repo,
} from './sessions.repository.js';
import type { TokenService } from './token.service.js';

/** The assistant behind an acting session, as the account and the session list name them. */
export function actingAssistantOf(row: {
  actingAssistantId: number | null;
  assistantFirstName: string | null;
  assistantLastName: string | null;
}) {
  return row.actingAssistantId === null
    ? null
    : {
        id: row.actingAssistantId,
        firstName: row.assistantFirstName ?? '',
        lastName: row.assistantLastName ?? '',
      };
}

export type SessionsDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  /** Keys the passcode HMAC, so a copy of the database alone cannot test guesses. */
  hmacSecret: Uint8Array;
  accounts: AccountService;
  guard: SignInGuard;
};

export function createSessionsService(deps: SessionsDeps) {
  const { db, config, mailer, tokens, hmacSecret, accounts, guard } = deps;
  const idleSeconds = config.sessionDuration;
  // Last activity is written at most once per tenth of the idle window, never on every request.
  const touchAfterSeconds = Math.ceil(idleSeconds / 10);
  const touching = new Set<string>();

  /**
   * The same refusal for an unknown e-mail and a wrong password (A5); both are audited and both
   * count towards the account's lock and the address's cap, which are checked first.
   */
  async function checkCredentials(ctx: RequestContext, email: string, password: string) {
    await guard.assertCanTry(ctx, email);
    const user = await accounts.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await ctx.audit('login.failed', {
        userId: user?.id ?? null,
        subject: email.trim().toLowerCase().slice(0, 100),
        detail: { reason: user ? 'wrong-password' : 'unknown-email' },
      });
      await guard.recordFailure(ctx, email, user);
      throw domainError('BAD_CREDENTIALS');
    }
    if (!user.activated) {
      await ctx.audit('login.refused-inactive', { userId: user.id });
      throw domainError('ACCOUNT_INACTIVE');
    }
    if (await repo.onlyInactiveClinics(db, user.id)) {
      await ctx.audit('login.refused-clinic-inactive', { userId: user.id });
      throw domainError('CLINIC_INACTIVE');
    }
    return user;
  }

  async function issueToken(
    ex: Executor,
    ctx: RequestContext,
    session: { userId: number; actingAssistantId: number | null; parentSessionId: string | null },
    notAfter = Infinity,
  ): Promise<AuthToken> {
    const id = newSessionId();
    const expires = Math.min(Date.now() + config.tokenTtlMs, notAfter);
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

  async function sendPasscode(ctx: RequestContext, user: UserRow) {
    await guard.takePasscodeMail(ctx, user);
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

  /**
   * Checks a typed passcode; the fifth wrong try deletes it (A10), and so does the fifth wrong try
   * of the account's window, however many renewals came in between.
   */
  async function checkPasscode(ctx: RequestContext, user: UserRow, code: string) {
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
    if (outcome === 'wrong') {
      if (await guard.recordPasscodeFailure(ctx, user)) await repo.deletePasscode(db, user.id);
      throw domainError('BAD_PASSCODE');
    }
  }

  return {
    checkCredentials,

    /** The auth hook's session check: one prepared query per protected request. */
    prepareLiveSessionQuery: () => prepareLiveSessionQuery(db, idleSeconds, touchAfterSeconds),

    /** The subset of `ids` whose sessions are still live (revoked, expired and idle ones drop out). */
    liveSessionIds: (ids: string[]) => liveSessionIdsAmong(db, ids, idleSeconds),

    /**
     * Records activity for the idle limit, called when the live-session query says the recorded
     * time is a tenth of the window old; an acting session's activity keeps the assistant's own
     * session alive too. Concurrent requests of one session on this instance write once; the
     * UPDATE's own condition covers other instances.
     */
    async noteActivity(session: { id: string; parentSessionId: string | null }) {
      if (touching.has(session.id)) return;
      touching.add(session.id);
      try {
        const ids = session.parentSessionId ? [session.id, session.parentSessionId] : [session.id];
        await repo.touchSessions(db, ids, touchAfterSeconds);
      } finally {
        touching.delete(session.id);
      }
    },

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
          await sendPasscode(ctx, user);
          await ctx.audit('login.passcode-sent', { userId: user.id });
          return { action: 'passcode' };
        }
        try {
          await checkPasscode(ctx, user, otp);
        } catch (error) {
          await ctx.audit('login.failed', {
            userId: user.id,
            detail: { reason: error instanceof DomainError ? error.code : 'passcode' },
          });
          throw error;
        }
      }
      const token = await db.transaction(async (tx) => {
        const issued = await issueToken(tx, ctx, {
          userId: user.id,
          actingAssistantId: null,
          parentSessionId: null,
        });
        await accounts.recordLogin(tx, user.id, input.timeZone, input.timeZoneOffset);
        await ctx.audit('login.success', { userId: user.id }, tx);
        return issued;
      });
      await guard.reset(user);
      return token;
    },

    /**
     * Single sign-on (issue 20 point 6): the organization's identity provider authenticated the
     * user, so the password, first-time and passcode steps do not apply; the session, its idle
     * limit, the audit row and the lock reset are the password sign-in's own.
     */
    async signInVerified(
      ctx: RequestContext,
      user: { id: number; email: string },
      detail: Record<string, unknown>,
    ): Promise<AuthToken> {
      const token = await db.transaction(async (tx) => {
        const issued = await issueToken(tx, ctx, {
          userId: user.id,
          actingAssistantId: null,
          parentSessionId: null,
        });
        await accounts.recordLogin(tx, user.id, undefined, undefined);
        await ctx.audit('login.success', { userId: user.id, detail }, tx);
        return issued;
      });
      await guard.reset(user);
      return token;
    },

    async renewPasscode(ctx: RequestContext, email: string, password: string) {
      const user = await checkCredentials(ctx, email, password);
      if (!user.passcodeRequired) throw domainError('PASSCODE_NOT_REQUIRED');
      await sendPasscode(ctx, user);
      await ctx.audit('login.passcode-sent', { userId: user.id, detail: { renewal: true } });
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
      // The acting session ends no later than the assistant's own.
      const parentExpiry = await repo.expiryOf(ex, ctx.actor.sessionId);
      return issueToken(
        ex,
        ctx,
        {
          userId: providerId,
          actingAssistantId: ctx.actor.userId,
          parentSessionId: ctx.actor.sessionId,
        },
        parentExpiry?.getTime(),
      );
    },

    /** Password change and reset end every session of the user. */
    revokeAllSessions: (ex: Executor, userId: number) => repo.revokeAllSessions(ex, userId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
