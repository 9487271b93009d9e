import { EMAIL_CHANGE_TTL_HOURS, EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { RequestContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import type { RefusalAudit } from '../audit/refusal-audit.service.js';
import type { Mailer } from '../mail/mailer.js';
import { hashEmailChangeKey, newEmailChangeKey } from './email-change-keys.js';
import { confirmEmailMail, emailChangeNoticeMail } from './email-change.mails.js';
import { emailChangeRepository as repo } from './email-change.repository.js';

type Deps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  hmacSecret: Uint8Array;
  clock: Clock;
  refusals: RefusalAudit;
  /** Confirming ends every session, as the owner's own change does (F21). */
  revokeAllSessions: (ex: Executor, userId: number) => Promise<void>;
};

/** Family members get an address nobody reads until a real one is set (F44): no notice goes there. */
const isPlaceholder = (email: string) => email.endsWith('.invalid');

const addressTaken = () => domainError('EMAIL_TAKEN', EmailChangeMessages.emailTaken);

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export function createEmailChangeService(deps: Deps) {
  const { db, config, mailer, hmacSecret, clock, refusals, revokeAllSessions } = deps;

  return {
    /**
     * Records a change made by someone other than the owner (inside the caller's transaction):
     * the sign-in e-mail stays, the new address waits in `newEmail` (F20) for the mailed link.
     */
    async request(
      tx: Executor,
      input: {
        account: { id: number; email: string; firstName: string };
        newEmail: string;
        requestedById: number;
      },
    ) {
      const { account, newEmail, requestedById } = input;
      const key = newEmailChangeKey();
      await repo.supersedeOpenKeys(tx, account.id);
      await repo.createKey(tx, {
        keyHash: hashEmailChangeKey(hmacSecret, key),
        userId: account.id,
        newEmail,
        requestedById,
        expiresAt: new Date(clock().getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      });
      await repo.setPendingEmail(tx, account.id, newEmail);
      const requestedBy = await repo.nameOf(tx, requestedById);
      const url = `${config.publicUrl}${Paths.confirmEmail}?key=${encodeURIComponent(key)}`;
      await mailer.enqueue(
        confirmEmailMail({ newEmail, firstName: account.firstName, requestedBy }, url),
        tx,
      );
      if (!isPlaceholder(account.email)) {
        await mailer.enqueue(emailChangeNoticeMail({ ...account, requestedBy, newEmail }), tx);
      }
    },

    /** The owner changed the e-mail themselves: a pending change by someone else is void. */
    async cancelPending(tx: Executor, userId: number) {
      await repo.supersedeOpenKeys(tx, userId);
      await repo.setPendingEmail(tx, userId, null);
    },

    /** The mailed link: the new address becomes the sign-in e-mail and every session ends. */
    async confirm(ctx: RequestContext, key: string) {
      const keyHash = hashEmailChangeKey(hmacSecret, key);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.findKey(tx, keyHash);
          if (!row) throw domainError('EMAIL_CHANGE_INVALID');
          if (row.usedAt) throw domainError('EMAIL_CHANGE_USED');
          if (row.supersededAt) throw domainError('EMAIL_CHANGE_SUPERSEDED');
          if (row.expiresAt.getTime() <= clock().getTime()) {
            throw domainError('EMAIL_CHANGE_EXPIRED');
          }
          const owner = await repo.emailOwner(tx, row.newEmail);
          if (owner !== null) throw addressTaken();
          await repo.setEmail(tx, row.userId, row.newEmail);
          await repo.setPendingEmail(tx, row.userId, null);
          await repo.markUsed(tx, keyHash);
          await revokeAllSessions(tx, row.userId);
          await ctx.audit('patient.email-change-confirmed', { userId: row.userId }, tx);
          return { email: row.newEmail };
        });
      } catch (error) {
        // Another account took the address between the check and the write.
        const refused = isUniqueViolation(error) ? addressTaken() : error;
        if (refused instanceof DomainError) {
          await refusals(ctx, 'patient.email-change-refused', { detail: { reason: refused.code } });
        }
        throw refused;
      }
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
