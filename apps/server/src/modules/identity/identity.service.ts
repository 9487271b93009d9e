import { Passcode, RESET_KEY_TTL_HOURS } from '@clinicall/shared/constants';
import type {
  AuthenticateRequest,
  AuthenticateResponse,
  AuthToken,
  ChangePasswordRequest,
  FirstTimeChangeRequest,
  ResetFinishRequest,
} from '@clinicall/shared/identity';
import { Messages } from '@clinicall/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { badRequest, DomainError, notFound, unauthorized } from '../../lib/domain-error.js';
import type { AuthContext } from '../../plugins/types.js';
import { identityRepository as repo, type UserRow } from './identity.repository.js';
import { passcodeMail, resetMail } from './identity.mails.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { hashPasscode, hashResetKey, newPasscode, newResetKey, newSessionId } from './secrets.js';

export type RequestMeta = { ip: string | null; userAgent: string | null };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const badCredentials = () => unauthorized('BAD_CREDENTIALS', Messages.login.badCredentials);

export function createIdentityService(app: FastifyInstance, secret: Uint8Array) {
  const { db, audit, config, mailer, tokens } = app;

  async function checkCredentials(email: string, password: string, meta: RequestMeta) {
    const user = await repo.findUserByEmail(db, normalizeEmail(email));
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await audit.record({
        action: 'login.failed',
        userId: user?.id ?? null,
        subject: normalizeEmail(email).slice(0, 100),
        ...meta,
        detail: { reason: user ? 'wrong-password' : 'unknown-email' },
      });
      throw badCredentials();
    }
    if (!user.activated) {
      await audit.record({ action: 'login.refused-inactive', userId: user.id, ...meta });
      throw unauthorized('ACCOUNT_INACTIVE', Messages.login.accountInactive);
    }
    return user;
  }

  async function issueToken(
    ex: Executor,
    userId: number,
    actingAssistantId: number | null,
    meta: RequestMeta,
  ): Promise<AuthToken> {
    const sessionId = newSessionId();
    const expires = Date.now() + config.tokenTtlMs;
    await repo.createSession(ex, {
      id: sessionId,
      userId,
      actingAssistantId,
      expiresAt: new Date(expires),
      ...meta,
    });
    return { token: await tokens.sign({ userId, sessionId, expiresAt: expires }), expires };
  }

  async function sendPasscode(user: UserRow) {
    const code = newPasscode();
    await db.transaction(async (tx) => {
      await repo.replacePasscode(
        tx,
        user.id,
        hashPasscode(secret, user.id, code),
        new Date(Date.now() + Passcode.ttlMinutes * 60_000),
      );
      await mailer.enqueue(passcodeMail(user, code), tx);
    });
  }

  /** Checks a typed passcode; the fifth wrong try deletes it (A10, issue: 5 wrong passcodes invalidate). */
  async function checkPasscode(user: UserRow, code: string) {
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findPasscodeForUpdate(tx, user.id);
      if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= Passcode.maxAttempts) {
        return 'expired' as const;
      }
      if (row.codeHash === hashPasscode(secret, user.id, code.trim())) {
        await repo.deletePasscode(tx, user.id);
        return 'ok' as const;
      }
      if (row.attempts + 1 >= Passcode.maxAttempts) await repo.deletePasscode(tx, user.id);
      else await repo.countPasscodeFailure(tx, user.id);
      return 'wrong' as const;
    });
    if (outcome === 'expired')
      throw unauthorized('PASSCODE_EXPIRED', Messages.login.passcodeExpired);
    if (outcome === 'wrong') throw unauthorized('BAD_PASSCODE', Messages.login.badPasscode);
  }

  return {
    async authenticate(
      input: AuthenticateRequest,
      otp: string | undefined,
      meta: RequestMeta,
    ): Promise<AuthenticateResponse> {
      const user = await checkCredentials(input.email, input.password, meta);
      if (user.mustChangePassword) {
        await audit.record({ action: 'login.first-time', userId: user.id, ...meta });
        return { action: 'firstTimeLogin' };
      }
      if (user.passcodeRequired) {
        if (!otp) {
          await sendPasscode(user);
          await audit.record({ action: 'login.passcode-sent', userId: user.id, ...meta });
          return { action: 'passcode' };
        }
        try {
          await checkPasscode(user, otp);
        } catch (error) {
          await audit.record({
            action: 'login.failed',
            userId: user.id,
            ...meta,
            detail: { reason: error instanceof DomainError ? error.code : 'passcode' },
          });
          throw error;
        }
      }
      return db.transaction(async (tx) => {
        const token = await issueToken(tx, user.id, null, meta);
        await repo.recordLogin(tx, user.id, input.timeZone, input.timeZoneOffset);
        await audit.record({ action: 'login.success', userId: user.id, ...meta }, tx);
        return token;
      });
    },

    async renewPasscode(email: string, password: string, meta: RequestMeta) {
      const user = await checkCredentials(email, password, meta);
      if (!user.passcodeRequired) throw badRequest('PASSCODE_NOT_REQUIRED', Messages.generic.error);
      await sendPasscode(user);
      await audit.record({ action: 'login.passcode-sent', userId: user.id, ...meta });
    },

    async logout(auth: AuthContext, meta: RequestMeta) {
      await repo.revokeSession(db, auth.sessionId);
      await audit.record({
        action: 'logout',
        userId: auth.userId,
        actingAssistantId: auth.actingAssistantId,
        ...meta,
      });
    },

    async changePassword(auth: AuthContext, input: ChangePasswordRequest, meta: RequestMeta) {
      const user = await repo.findUserById(db, auth.userId);
      if (!user) throw unauthorized('UNAUTHORIZED', Messages.generic.unauthorized);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw badRequest('WRONG_EXISTING_PASSWORD', Messages.password.existingWrong);
      }
      await setPassword(user, input.oldPassword, input.newPassword, 'password.change', meta, auth);
    },

    async firstTimeChange(input: FirstTimeChangeRequest, meta: RequestMeta) {
      const user = await checkCredentials(input.email, input.oldPassword, meta);
      if (!user.mustChangePassword) throw badRequest('NOT_FIRST_TIME', Messages.generic.error);
      await setPassword(user, input.oldPassword, input.newPassword, 'password.first-time', meta);
    },

    async requestReset(email: string, meta: RequestMeta) {
      const user = await repo.findUserByEmail(db, normalizeEmail(email));
      await audit.record({
        action: 'password.reset-requested',
        userId: user?.id ?? null,
        subject: normalizeEmail(email).slice(0, 100),
        ...meta,
      });
      // The answer is the same whether or not the account exists.
      if (!user || !user.activated) return;
      const key = newResetKey();
      await db.transaction(async (tx) => {
        await repo.createResetKey(
          tx,
          user.id,
          hashResetKey(secret, key),
          new Date(Date.now() + RESET_KEY_TTL_HOURS * 3_600_000),
        );
        await mailer.enqueue(
          resetMail(user, `${config.publicUrl}/reset/finish?key=${encodeURIComponent(key)}`),
          tx,
        );
      });
    },

    async lookupResetKey(key: string) {
      const row = await repo.findUsableResetKey(db, hashResetKey(secret, key));
      if (!row) throw notFound('RESET_KEY_INVALID', Messages.reset.requestFailed);
      return { email: row.email };
    },

    async finishReset(input: ResetFinishRequest, meta: RequestMeta) {
      const keyHash = hashResetKey(secret, input.resetKey);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const row = await repo.findUsableResetKey(tx, keyHash);
        if (!row || !(await repo.consumeResetKey(tx, keyHash))) {
          throw notFound('RESET_KEY_INVALID', Messages.reset.requestFailed);
        }
        await repo.updatePassword(tx, row.userId, passwordHash);
        await repo.revokeAllSessions(tx, row.userId);
        await audit.record({ action: 'password.reset', userId: row.userId, ...meta }, tx);
      });
    },

    issueToken,
  };

  async function setPassword(
    user: UserRow,
    oldPassword: string,
    newPassword: string,
    action: string,
    meta: RequestMeta,
    auth?: AuthContext,
  ) {
    if (oldPassword === newPassword) {
      throw badRequest('SAME_PASSWORD', Messages.password.sameAsExisting);
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, user.id, passwordHash);
      await repo.revokeAllSessions(tx, user.id);
      await audit.record(
        { action, userId: user.id, actingAssistantId: auth?.actingAssistantId ?? null, ...meta },
        tx,
      );
    });
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>;
