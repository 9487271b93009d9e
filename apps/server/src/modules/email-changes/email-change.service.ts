import {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_CHANGE_UNDO_TTL_DAYS,
  EmailChangeMessages,
  type ConfirmEmailChangeResponse,
  type EmailRecoveryRequest,
  type OwnEmailChangeRequest,
} from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { EmailChangeKind } from '../../db/schema/email-changes.js';
import type {
  RequestContext,
  ScopedContext,
  SignedInContext,
} from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { Mailer } from '../mail/mailer.js';
import {
  hashEmailChangeKey,
  newEmailChangeKey,
  type EmailKeyPurpose,
} from './email-change-keys.js';
import {
  agreeEmailChangeMail,
  confirmEmailMail,
  undoEmailChangeMail,
} from './email-change.mails.js';
import { emailChangeRepository as repo, type EmailChangeRow } from './email-change.repository.js';

type Deps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  hmacSecret: Uint8Array;
  clock: Clock;
  refusals: RefusalAudit;
  /** A change taking effect, or its undo, ends every session of the account (F21). */
  revokeAllSessions: (ex: Executor, userId: number) => Promise<void>;
  /** Reset links mailed to the address before a change (or an undo) stop working. */
  retireResetKeys: (ex: Executor, userId: number) => Promise<void>;
  /** The passwords module's check of the caller's current password (capped wrong tries). */
  checkCurrentPassword: (
    ctx: SignedInContext,
    password: string,
    purpose: string,
  ) => Promise<unknown>;
};

/** Family members get an address nobody reads until a real one is set (F44): no mail goes there. */
const isPlaceholder = (email: string) => email.endsWith('.invalid');

const addressTaken = () => domainError('EMAIL_TAKEN', EmailChangeMessages.emailTaken);

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

const HOUR = 3_600_000;

/**
 * Issues 10 and 19: a sign-in e-mail changes only when the new address proved possession (its
 * mailed link) and the owner agreed: their current password for their own change, their current
 * address or their own session for a change someone else started, a family head for a member, or
 * a clinic admin's recovery with a recorded reason. It then ends every session, and the old address
 * gets a link that undoes it once, for EMAIL_CHANGE_UNDO_TTL_DAYS.
 */
export function createEmailChangeService(deps: Deps) {
  const { db, config, mailer, hmacSecret, clock, refusals } = deps;
  const hash = (key: string, purpose: EmailKeyPurpose) =>
    hashEmailChangeKey(hmacSecret, key, purpose);
  const link = (param: EmailKeyPurpose, key: string) =>
    `${config.publicUrl}${Paths.confirmEmail}?${param === 'confirm' ? 'key' : param}=${encodeURIComponent(key)}`;

  /** Records a change of `userId`'s e-mail and mails what it waits for (inside `tx`). */
  async function start(
    tx: Executor,
    input: { userId: number; newEmail: string; requestedById: number; kind: EmailChangeKind },
    reason: string | null = null,
  ) {
    const account = await repo.account(tx, input.userId);
    if (!account) throw domainError('NOT_FOUND');
    if (input.newEmail === account.email) {
      throw domainError('VALIDATION', 'This is already the sign-in e-mail.');
    }
    if ((await repo.emailOwner(tx, input.newEmail)) !== null) throw addressTaken();
    const confirmKey = newEmailChangeKey();
    // Only a change someone else started asks the owner; the others are agreed as they are made.
    const asksOwner = input.kind === 'staff';
    const agreeKey = asksOwner ? newEmailChangeKey() : null;
    await repo.supersedeOpen(tx, account.id);
    await repo.create(tx, {
      keyHash: hash(confirmKey, 'confirm'),
      userId: account.id,
      newEmail: input.newEmail,
      requestedById: input.requestedById,
      expiresAt: new Date(clock().getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR),
      kind: input.kind,
      agreeKeyHash: agreeKey ? hash(agreeKey, 'agree') : null,
      agreedAt: asksOwner ? null : clock(),
      reason,
    });
    await repo.setPendingEmail(tx, account.id, input.newEmail);
    const requestedBy = input.kind === 'own' ? 'You' : await repo.nameOf(tx, input.requestedById);
    const names = { firstName: account.firstName, requestedBy, newEmail: input.newEmail };
    await mailer.enqueue(confirmEmailMail(names, link('confirm', confirmKey)), tx);
    // A placeholder address reads no mail: the family head agrees in their own session instead.
    if (agreeKey && !isPlaceholder(account.email)) {
      await mailer.enqueue(
        agreeEmailChangeMail({ ...names, email: account.email }, link('agree', agreeKey)),
        tx,
      );
    }
  }

  /** Both proofs hold: the new address becomes the sign-in e-mail; the old one gets an undo link. */
  async function apply(tx: Executor, ctx: RequestContext, row: EmailChangeRow) {
    const account = await repo.account(tx, row.userId);
    if (!account) throw domainError('EMAIL_CHANGE_INVALID');
    if ((await repo.emailOwner(tx, row.newEmail)) !== null) throw addressTaken();
    const undoKey = newEmailChangeKey();
    await repo.setEmail(tx, row.userId, row.newEmail);
    await repo.setPendingEmail(tx, row.userId, null);
    await repo.update(tx, row.keyHash, {
      appliedAt: clock(),
      oldEmail: account.email,
      undoKeyHash: hash(undoKey, 'undo'),
      undoExpiresAt: new Date(clock().getTime() + EMAIL_CHANGE_UNDO_TTL_DAYS * 24 * HOUR),
    });
    await deps.revokeAllSessions(tx, row.userId);
    await deps.retireResetKeys(tx, row.userId);
    if (!isPlaceholder(account.email)) {
      await mailer.enqueue(
        undoEmailChangeMail(
          { oldEmail: account.email, firstName: account.firstName, newEmail: row.newEmail },
          link('undo', undoKey),
        ),
        tx,
      );
    }
    await ctx.audit(
      'account.email-changed',
      {
        userId: row.userId,
        subject: String(row.userId),
        detail: { kind: row.kind, requestedById: row.requestedById },
      },
      tx,
    );
  }

  /** Only the patient, or the head of their family, speaks for their account. */
  async function assertSelfOrFamilyHead(ex: Executor, ctx: SignedInContext, patientId: number) {
    if (!(await repo.isSelfOrFamilyHead(ex, ctx.actor.userId, patientId))) {
      throw domainError('FORBIDDEN');
    }
  }

  /** A pending change's link: refused if used, replaced or late. */
  function assertOpen(row: EmailChangeRow) {
    if (row.appliedAt) throw domainError('EMAIL_CHANGE_USED');
    if (row.supersededAt) throw domainError('EMAIL_CHANGE_SUPERSEDED');
    if (row.expiresAt.getTime() <= clock().getTime()) throw domainError('EMAIL_CHANGE_EXPIRED');
  }

  /** Runs one step in a transaction; a refusal is audited, a late address clash answers 409. */
  async function step<T>(ctx: RequestContext, action: string, work: (tx: Executor) => Promise<T>) {
    try {
      return await db.transaction(work);
    } catch (error) {
      // Another account took the address between the check and the write.
      const refused = isUniqueViolation(error) ? addressTaken() : error;
      if (refused instanceof DomainError) {
        await refusals(ctx, 'account.email-change-refused', {
          detail: { step: action, reason: refused.code },
        });
      }
      throw refused;
    }
  }

  /** After one of the two proofs: apply if the other holds too, or say which one is awaited. */
  async function settle(
    tx: Executor,
    ctx: RequestContext,
    row: EmailChangeRow,
  ): Promise<ConfirmEmailChangeResponse> {
    if (row.usedAt && row.agreedAt) {
      await apply(tx, ctx, row);
      return { email: row.newEmail, status: 'changed' };
    }
    return {
      email: row.newEmail,
      status: row.agreedAt ? 'awaiting-confirmation' : 'awaiting-agreement',
    };
  }

  return {
    /**
     * Issue 19 path 2: a change someone other than the owner started (staff of the patient's
     * clinic, an assistant acting for a provider), or a family head's for a member; inside the
     * caller's transaction. The sign-in e-mail stays until the change settles.
     */
    async requestForOther(
      tx: Executor,
      input: { userId: number; newEmail: string; requestedById: number; byFamilyHead: boolean },
    ) {
      await start(tx, { ...input, kind: input.byFamilyHead ? 'family' : 'staff' });
    },

    /** Issue 19 path 4: the signed-in owner's own change, proven by the current password. */
    async requestOwn(ctx: SignedInContext, body: OwnEmailChangeRequest) {
      await deps.checkCurrentPassword(ctx, body.currentPassword, 'account.email-change');
      await db.transaction(async (tx) => {
        const userId = ctx.actor.userId;
        await start(tx, { userId, newEmail: body.email, requestedById: userId, kind: 'own' });
        await ctx.audit('account.email-change-requested', { detail: { kind: 'own' } }, tx);
      });
      return { newEmail: body.email };
    },

    /**
     * Issue 19 path 2, a patient who lost their current address: a clinic admin of their clinic
     * starts the change with a reason, recorded in the audit log. The new address must still prove
     * possession; the old one still gets the undo link, in case the story told the admin was false.
     */
    async recover(ctx: ScopedContext, patientId: number, body: EmailRecoveryRequest) {
      await db.transaction(async (tx) => {
        const input = { userId: patientId, newEmail: body.email, requestedById: ctx.actor.userId };
        await start(tx, { ...input, kind: 'recovery' }, body.reason);
        await ctx.audit(
          'patient.email-recovery-requested',
          {
            subject: String(patientId),
            patientId,
            clinicId: ctx.scope.all ? null : (ctx.scope.clinicIds[0] ?? null),
            detail: { reason: body.reason, newEmail: body.email },
          },
          tx,
        );
      });
      return { newEmail: body.email };
    },

    /** The link mailed to the new address: it proves possession. */
    confirm(ctx: RequestContext, key: string) {
      return step(ctx, 'confirm', async (tx) => {
        const row = await repo.findByKey(tx, 'confirm', hash(key, 'confirm'));
        if (!row) throw domainError('EMAIL_CHANGE_INVALID');
        if (row.usedAt) throw domainError('EMAIL_CHANGE_USED');
        assertOpen(row);
        if ((await repo.emailOwner(tx, row.newEmail)) !== null) throw addressTaken();
        const confirmed = { ...row, usedAt: clock() };
        await repo.update(tx, row.keyHash, { usedAt: confirmed.usedAt });
        await ctx.audit('account.email-change-confirmed', { userId: row.userId }, tx);
        return settle(tx, ctx, confirmed);
      });
    },

    /** The link mailed to the current address of a patient whose e-mail someone else changed. */
    agree(ctx: RequestContext, key: string) {
      return step(ctx, 'agree', async (tx) => {
        const row = await repo.findByKey(tx, 'agree', hash(key, 'agree'));
        if (!row) throw domainError('EMAIL_CHANGE_INVALID');
        if (row.agreedAt) throw domainError('EMAIL_CHANGE_USED');
        assertOpen(row);
        const agreed = { ...row, agreedAt: clock() };
        await repo.update(tx, row.keyHash, { agreedAt: agreed.agreedAt });
        await ctx.audit('account.email-change-agreed', { userId: row.userId }, tx);
        return settle(tx, ctx, agreed);
      });
    },

    /** What the patient's profile offers to agree to: an open change staff started. */
    async awaitingAgreement(ctx: SignedInContext, patientId: number) {
      await assertSelfOrFamilyHead(db, ctx, patientId);
      const row = await repo.awaitingAgreement(db, patientId, false);
      const open = row && row.expiresAt.getTime() > clock().getTime();
      return { newEmail: open ? row.newEmail : null };
    },

    /** The patient (or their family head) agrees in their own session. */
    agreeInSession(ctx: SignedInContext, patientId: number) {
      return step(ctx, 'agree-in-session', async (tx) => {
        await assertSelfOrFamilyHead(tx, ctx, patientId);
        const row = await repo.awaitingAgreement(tx, patientId);
        if (!row) throw domainError('NOT_FOUND');
        assertOpen(row);
        const agreed = { ...row, agreedAt: clock() };
        await repo.update(tx, row.keyHash, { agreedAt: agreed.agreedAt });
        await ctx.audit(
          'account.email-change-agreed',
          { subject: String(patientId), patientId, detail: { inSession: true } },
          tx,
        );
        return settle(tx, ctx, agreed);
      });
    },

    /**
     * The old address's link: its address is the sign-in e-mail again, every session ends, pending
     * changes and reset links die, and undo links of later changes stop working.
     */
    undo(ctx: RequestContext, key: string) {
      return step(ctx, 'undo', async (tx) => {
        const row = await repo.findByKey(tx, 'undo', hash(key, 'undo'));
        if (!row?.appliedAt || !row.oldEmail || !row.undoExpiresAt) {
          throw domainError('EMAIL_CHANGE_INVALID');
        }
        if (row.undoneAt) throw domainError('EMAIL_CHANGE_USED');
        if (row.undoExpiresAt.getTime() <= clock().getTime()) {
          throw domainError(
            'EMAIL_CHANGE_EXPIRED',
            EmailChangeMessages.undoLinkExpired(EMAIL_CHANGE_UNDO_TTL_DAYS),
          );
        }
        if (!(await repo.account(tx, row.userId))) throw domainError('EMAIL_CHANGE_INVALID');
        const owner = await repo.emailOwner(tx, row.oldEmail);
        if (owner !== null && owner !== row.userId) throw addressTaken();
        await repo.setEmail(tx, row.userId, row.oldEmail);
        await repo.update(tx, row.keyHash, { undoneAt: clock() });
        await repo.supersedeOpen(tx, row.userId);
        await repo.setPendingEmail(tx, row.userId, null);
        await repo.expireLaterUndos(tx, row.userId, row.createdAt, clock());
        await deps.revokeAllSessions(tx, row.userId);
        await deps.retireResetKeys(tx, row.userId);
        await ctx.audit(
          'account.email-change-undone',
          { userId: row.userId, subject: String(row.userId), detail: { restored: row.oldEmail } },
          tx,
        );
        return { email: row.oldEmail };
      });
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
