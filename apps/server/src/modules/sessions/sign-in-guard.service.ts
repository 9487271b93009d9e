import { SignInLimits as L } from '@clinicall/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../lib/access/request-context.js';
import { addressKey } from '../../lib/address-key.js';
import { domainError } from '../../lib/domain-error.js';
import type { LimiterStore } from '../../lib/limiter-store.js';
import type { UserRow } from '../account/account.service.js';
import { normalizeEmail } from '../account/account.service.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { lockoutMail } from './sessions.mails.js';

const minutes = (n: number) => n * 60;

/**
 * Brute-force protection for every check of a password or passcode without a session: sign-in,
 * passcode step and renewal, first-time change. Accounts are keyed by the typed e-mail, so an
 * unknown e-mail locks exactly like a real one and a lock does not reveal that an account exists.
 */
export function createSignInGuard(deps: {
  db: Db;
  limiters: LimiterStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { db, limiters, mailer, log } = deps;
  const accountFailures = limiters.counter('account-failures', {
    limit: L.lockAfterFailures,
    windowSeconds: minutes(L.failureMemoryHours * 60),
  });
  const addressFailures = limiters.counter('address-failures', {
    limit: L.addressFailures,
    windowSeconds: minutes(L.addressWindowMinutes),
  });
  const passcodeFailures = limiters.counter('passcode-failures', {
    limit: L.passcodeFailures,
    windowSeconds: minutes(L.passcodeWindowMinutes),
  });
  const passcodeMails = limiters.counter('passcode-mails', {
    limit: L.passcodeMails,
    windowSeconds: minutes(L.passcodeWindowMinutes),
  });

  /** Locks the account; only the request whose failure reached the limit gets here. */
  async function lock(ctx: RequestContext, email: string, user: UserRow | undefined) {
    await accountFailures.lock(email, minutes(L.lockMinutes));
    await ctx.audit('login.locked', {
      userId: user?.id ?? null,
      subject: email.slice(0, 100),
      detail: { minutes: L.lockMinutes },
    });
    if (user) await mailer.enqueue(lockoutMail(user, ctx.ip), db);
    // The account id only (an unknown e-mail has none): the e-mail stays out of the log.
    log.warn(
      { userId: user?.id ?? null, ip: ctx.ip, minutes: L.lockMinutes },
      `account locked after ${L.lockAfterFailures} failed sign-ins`,
    );
  }

  /** Counts a wrong password (or passcode) against the account and the address. */
  async function recordFailure(ctx: RequestContext, typedEmail: string, user: UserRow | undefined) {
    const email = normalizeEmail(typedEmail);
    if ((await addressFailures.add(addressKey(ctx.ip))) === addressFailures.limit) {
      log.warn(
        { ip: ctx.ip, windowMinutes: L.addressWindowMinutes },
        `address refused after ${L.addressFailures} failed sign-ins`,
      );
    }
    // Exactly one request sees the count reach the limit, even across instances: one mail.
    if ((await accountFailures.add(email)) === accountFailures.limit) await lock(ctx, email, user);
  }

  return {
    recordFailure,

    /** Refuses before any password is checked: an address over its cap, or a locked account. */
    async assertCanTry(ctx: RequestContext, typedEmail: string) {
      if ((await addressFailures.check(addressKey(ctx.ip))).reached) {
        throw domainError('RATE_LIMITED');
      }
      if ((await accountFailures.check(normalizeEmail(typedEmail))).reached) {
        throw domainError('ACCOUNT_LOCKED');
      }
    },

    /**
     * Counts a wrong passcode across renewals; answers true once the account has used up its
     * passcode tries for the window, so the caller deletes the passcode in force.
     */
    async recordPasscodeFailure(ctx: RequestContext, user: UserRow) {
      await recordFailure(ctx, user.email, user);
      return (await passcodeFailures.add(String(user.id))) >= passcodeFailures.limit;
    },

    /** A new passcode mail: refused once the window's mails or wrong codes are used up. */
    async takePasscodeMail(ctx: RequestContext, user: UserRow) {
      const key = String(user.id);
      const spent =
        (await passcodeFailures.check(key)).reached ||
        (await passcodeMails.add(key)) > passcodeMails.limit;
      if (spent) {
        await ctx.audit('login.passcode-limited', { userId: user.id });
        throw domainError('RATE_LIMITED');
      }
    },

    /** A completed sign-in or password reset proves the account's owner: the count starts over. */
    async reset(user: { id: number; email: string }) {
      await accountFailures.reset(user.email);
      await passcodeFailures.reset(String(user.id));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
