import { randomBytes } from 'node:crypto';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { pathTo } from '@clinicall/shared/paths';
import type { Role } from '@clinicall/shared/roles';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import { adminActionDetail, changedFields } from '../audit/admin-changes.js';
import type { EmailChangeService } from '../email-changes/email-change.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { WELCOME_LINK_TTL_HOURS, welcomeMail } from './staff.mails.js';
import { staffRepository } from './staff.repository.js';

export type StaffAccountsDeps = {
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  mailer: Mailer;
  sessions: Pick<SessionsService, 'revokeAllSessions'>;
  emailChanges: Pick<EmailChangeService, 'requestForOther'>;
  /** The account module's one way to create an account (given by the composition root). */
  createUserAccount: (
    ex: Executor,
    input: {
      email: string;
      role: Role;
      firstName: string;
      lastName: string;
      activated: boolean;
      password: string;
    },
  ) => Promise<{ id: number; email: string; firstName: string }>;
  /** Stores a single-use reset key for the user until `expiresAt`; answers the key to mail. */
  createResetKey: (ex: Executor, userId: number, expiresAt: Date) => Promise<string>;
};

export const emailNotUnique = () => domainError('EMAIL_TAKEN', M.emailNotUnique);

/** A unique-index violation (the e-mail taken by a concurrent request between check and insert). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') ||
    // Drizzle wraps the driver's error.
    ('cause' in error && isUniqueViolation(error.cause)));

/**
 * What creating, (de)activating and re-addressing a staff account means, whoever the admin is
 * (issue 20 points 1 and 3).
 */
export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { config, clock, mailer, sessions, emailChanges, createUserAccount } = deps;

  /**
   * The audit row of an admin's create or edit of a staff account (issue 20 point 8): the
   * audited fields that changed, old → new (`before` is null for a creation).
   */
  async function audit(
    tx: Executor,
    ctx: SignedInContext,
    change: {
      type: 'provider' | 'assistant' | 'clinic-admin';
      clinicId: number;
      account: { id: number; email: string };
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    },
  ) {
    const { type, clinicId, account, before, after } = change;
    await ctx.audit(
      `admin.${type}.${before === null ? 'create' : 'update'}`,
      {
        clinicId,
        subject: account.email,
        detail: adminActionDetail({ type, id: account.id }, changedFields(before, after)),
      },
      tx,
    );
  }

  /**
   * Deactivation means out: every session of the account (and an assistant's acting sessions)
   * ends in the same transaction; the caller ends the sockets once it committed (`endSockets`).
   */
  async function applyActivation(tx: Executor, userId: number, before: boolean, after: boolean) {
    if (before && !after) await sessions.revokeAllSessions(tx, userId);
    return before && !after;
  }

  /**
   * A new sign-in e-mail takes effect only once the new address proved itself and the owner
   * agreed (their current address is told and asked): an admin cannot move an account silently.
   */
  async function requestEmailChange(
    tx: Executor,
    ctx: SignedInContext,
    account: { id: number; email: string },
    newEmail: string | null | undefined,
  ) {
    if (!newEmail || newEmail === account.email) return false;
    try {
      await emailChanges.requestForOther(tx, {
        userId: account.id,
        newEmail,
        requestedById: ctx.actor.userId,
        byFamilyHead: false,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') throw emailNotUnique();
      throw error;
    }
    return true;
  }

  /**
   * What every edit of a staff account ends with, in its transaction (issue 20 points 3 and 8): the
   * new sign-in e-mail asked of its owner, the activation switched (deactivation ends the
   * sessions), the account read again as it now stands, and the changed fields audited. `ended`
   * says the caller ends the account's sockets once the transaction committed.
   */
  async function finishEdit<T extends { activated: boolean }>(
    tx: Executor,
    ctx: SignedInContext,
    edit: {
      type: 'provider' | 'assistant';
      clinicId: number;
      account: { id: number; email: string };
      before: T;
      change: { newEmail?: string | null | undefined; activated: boolean };
      reread: () => Promise<T>;
      audited: (view: T) => Record<string, unknown>;
    },
  ) {
    const { type, clinicId, account, before, change, audited } = edit;
    await requestEmailChange(tx, ctx, account, change.newEmail);
    const ended = await applyActivation(tx, account.id, before.activated, change.activated);
    const result = await edit.reread();
    await audit(tx, ctx, {
      type,
      clinicId,
      account,
      before: audited(before),
      after: audited(result),
    });
    return { result, ended };
  }

  return {
    /**
     * A staff account in one clinic, with a password nobody knows: the owner sets theirs through a
     * mailed single-use link (the reset path), so no password is ever chosen by an admin or mailed.
     */
    async create(
      tx: Executor,
      input: {
        role: Role;
        clinicId: number;
        email: string;
        firstName: string;
        lastName: string;
        activated: boolean;
      },
    ) {
      if (!(await staffRepository.clinicExists(tx, input.clinicId))) {
        throw domainError('VALIDATION', M.clinicRequired);
      }
      const user = await createUserAccount(tx, {
        email: input.email,
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
        activated: input.activated,
        password: randomBytes(24).toString('base64url'),
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailNotUnique() : error;
      });
      await tx
        .insert(clinicMemberships)
        .values({ userId: user.id, clinicId: input.clinicId, role: input.role });
      const key = await deps.createResetKey(
        tx,
        user.id,
        new Date(clock().getTime() + WELCOME_LINK_TTL_HOURS * 3_600_000),
      );
      await mailer.enqueue(welcomeMail(user, `${config.publicUrl}${pathTo.resetFinish(key)}`), tx);
      return user;
    },

    audit,
    applyActivation,
    requestEmailChange,
    finishEdit,
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
