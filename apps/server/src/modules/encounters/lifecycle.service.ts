import { Paths } from '@clinicall/shared/paths';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import {
  LifecycleMessages,
  type AcceptWithPaymentResult,
  needsReason,
  refusalOf,
  type MailResponseStatus,
  type Standing,
  type StatusChangeRequest,
} from '@clinicall/shared/scheduling/lifecycle';
import {
  ACTIVE_ENCOUNTER_STATUSES,
  type EncounterStatus,
  type EncounterType,
} from '@clinicall/shared/scheduling/types';
import { ZodError } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import { retryingDeadlocks } from '../../db/deadlock-retry.js';
import { lockProviderTime } from '../../db/provider-time-lock.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { RequestContext, ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { appointmentCalendar } from './calendar-file.js';
import { toEncounterDto } from './encounter-dto.js';
import { encountersRepository, type EncounterWithParties } from './encounters.repository.js';
import { acceptedMail, cancelledMail, declinedMail, finishedMail } from './lifecycle.mails.js';
import { lifecycleRepository as repo } from './lifecycle.repository.js';
import { defineReminders, scheduleReminders } from './reminders.js';
import { hashResponseToken } from './response-links.js';

type Facts = NonNullable<Awaited<ReturnType<typeof repo.facts>>>;

/** The reason stored when a request is declined from its e-mailed link, which asks for none. */
export const DECLINED_BY_MAIL_REASON = 'Declined from the e-mailed link.';

/** How `userId` stands to the appointment, or null when they are neither party (nor family head). */
function standingOf(facts: Facts, userId: number): Standing | null {
  const providerSide = facts.providerId === facts.ownerId;
  if (userId === facts.providerId) return { side: 'provider', requestedByMySide: providerSide };
  if (
    userId === facts.patientId ||
    (facts.familyOwnerId !== null && userId === facts.familyOwnerId)
  ) {
    return { side: 'patient', requestedByMySide: !providerSide };
  }
  return null;
}

type Change = {
  to: EncounterStatus;
  cancelReason?: string | undefined;
  finishReason?: string | undefined;
  /** The accept of a paid request records the payment's transaction (C76). */
  transactionId?: string | undefined;
};

/**
 * The appointment lifecycle (spec 1 §4, C74–C83, C98–C102): every status change goes through the
 * shared transition table, then one conditional UPDATE, so two racing changes cannot both win.
 * The other party hears of it by mail in the same transaction; an accept schedules the reminders.
 */
export function createLifecycleService(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  hmacSecret: Uint8Array;
  /** The payment flow that charges, runs the accept, and refunds if it fails (C76, C77). */
  payments: Pick<PaymentsService, 'chargeThenConfirm' | 'refundLater'>;
  /** In-mail, told after the commit that a message encounter was finished (E22). */
  messageTopics?: { closed(encounterId: number): void };
}) {
  const { db, config, clock, mailer, jobs, hmacSecret, payments } = deps;
  const appointmentsUrl = `${config.publicUrl}${Paths.appointments}`;
  const domain = new URL(config.publicUrl).hostname;
  defineReminders({ db, jobs, mailer, appointmentsUrl });

  /** The mail to the party who did not make the change, with the calendar file where it applies. */
  async function tellOtherParty(
    tx: Tx,
    row: EncounterWithParties,
    facts: Facts,
    actorSide: Standing['side'],
    reason: string | null,
  ) {
    const toProvider = actorSide === 'patient';
    const change = {
      to: toProvider ? row.provider : row.patient,
      by: toProvider ? row.patient : row.provider,
      type: row.encounter.type as EncounterType,
      start: row.encounter.startTime,
      zone: (toProvider ? facts.providerZone : facts.patientZone) ?? 'UTC',
      reason,
      appointmentsUrl,
    };
    const timed = row.encounter.endTime !== null;
    const calendar = (cancelled: boolean) =>
      timed
        ? appointmentCalendar({
            encounterId: row.encounter.id,
            type: change.type,
            start: row.encounter.startTime,
            end: row.encounter.endTime ?? row.encounter.startTime,
            provider: row.provider,
            patient: row.patient,
            domain,
            cancelled,
            url: appointmentsUrl,
            now: clock(),
          })
        : undefined;
    switch (row.encounter.status) {
      case 'ACCEPTED':
        return mailer.enqueue(acceptedMail(change, calendar(false)), tx);
      case 'DECLINED':
        return mailer.enqueue(declinedMail(change), tx);
      case 'FINISHED':
        // B25, I23: the patient's confirmation that the visit took place, where the clinic sends it.
        return facts.postApptConf ? mailer.enqueue(finishedMail(change), tx) : undefined;
      case 'CANCELLED':
        // Only a confirmed appointment is in anyone's calendar to be removed.
        return mailer.enqueue(
          cancelledMail(change, facts.status === 'ACCEPTED' ? calendar(true) : undefined),
          tx,
        );
      default:
        return undefined;
    }
  }

  /** Judges and makes one change as `userId`, inside `tx`; answers the changed appointment. */
  async function transitionIn(
    tx: Tx,
    request: { ctx: RequestContext; userId: number; id: number; change: Change },
  ) {
    const { userId, id, change } = request;
    const facts = await repo.facts(tx, id);
    if (!facts) throw domainError('NOT_FOUND');
    const standing = standingOf(facts, userId);
    if (!standing) throw domainError('FORBIDDEN');
    const from = facts.status as EncounterStatus;
    if (needsReason(from, change.to) && !change.cancelReason) {
      // A 400 naming the field, as the schema's own refusals do.
      throw new ZodError([
        {
          code: 'custom',
          path: ['cancelReason'],
          message: LifecycleMessages.reasonRequired,
          input: change.cancelReason,
        },
      ]);
    }
    const now = clock();
    const refusal = refusalOf(
      {
        status: from,
        type: facts.type as EncounterType,
        startTime: facts.startTime.toISOString(),
        endTime: facts.endTime?.toISOString() ?? null,
        schedulingEnabled: facts.schedulingEnabled,
      },
      change.to,
      standing,
      now,
    );
    if (refusal) throw domainError(refusal);
    // C76: a card-paid request is accepted only with its payment: paid at booking (C66), or
    // charged by the payment flow's accept step.
    if (
      change.to === 'ACCEPTED' &&
      facts.paymentType === 'CASH' &&
      facts.quantityCents > 0 &&
      !change.transactionId &&
      !facts.transactionId
    ) {
      throw domainError('PAYMENT_REQUIRED');
    }
    // The changed row is checked against the no-overlap constraint again: in turn with bookings.
    if (facts.type !== 'MESSAGE' && ACTIVE_ENCOUNTER_STATUSES.includes(change.to)) {
      await lockProviderTime(tx, facts.providerId);
    }
    const changed = await repo.transition(tx, {
      id,
      from,
      to: change.to,
      at: now,
      ...(needsReason(from, change.to) ? { cancelReason: change.cancelReason ?? null } : {}),
      ...(change.to === 'FINISHED'
        ? { finishReason: change.finishReason ?? 'APPOINTMENT_CONCLUDED' }
        : {}),
      transactionId: change.transactionId ?? null,
    });
    // Another change won the race between our read and our write.
    if (!changed) throw domainError('ILLEGAL_TRANSITION');
    if (from === 'REQUESTED' || from === 'PENDING') {
      await repo.spendAllResponseTokens(tx, id, now);
    }
    // No card stays charged for an appointment that will not take place.
    if ((change.to === 'DECLINED' || change.to === 'CANCELLED') && facts.transactionId) {
      await payments.refundLater(tx, facts.transactionId);
    }
    const row = await encountersRepository.withParties(tx, id);
    if (!row) throw new Error('the changed encounter vanished');
    await tellOtherParty(tx, row, facts, standing.side, change.cancelReason ?? null);
    if (change.to === 'ACCEPTED' && row.encounter.endTime) {
      await scheduleReminders(jobs, tx, { id, start: row.encounter.startTime, now });
    }
    await request.ctx.audit(
      'encounter.status',
      { subject: String(id), detail: { from, to: change.to } },
      tx,
    );
    return row;
  }

  const viewerOf = (ctx: ScopedContext) => ({
    id: ctx.actor.userId,
    timeZone: ctx.actor.account.timeZone ?? 'UTC',
  });

  /** Another clinic's appointment is refused like the access rules refuse it: as a missing one. */
  async function ensureInScope(ctx: ScopedContext, id: number) {
    const facts = await repo.facts(db, id);
    if (!facts) throw domainError('NOT_FOUND');
    if (!inScope(ctx.scope, facts.clinicId)) {
      throw hiddenRefusal('CLINIC_FORBIDDEN', 'encounter of another clinic');
    }
  }

  return {
    /** C78, C80, C81: POST /encounters/status. */
    async change(ctx: ScopedContext, body: StatusChangeRequest): Promise<Encounter> {
      await ensureInScope(ctx, body.id);
      // A deadlock on the no-overlap check is run again (see retryingDeadlocks).
      const row = await retryingDeadlocks(() =>
        db.transaction((tx) =>
          transitionIn(tx, {
            ctx,
            userId: ctx.actor.userId,
            id: body.id,
            change: {
              to: body.status,
              cancelReason: body.cancelReason,
              finishReason: body.finishReason,
            },
          }),
        ),
      );
      if (row.encounter.status === 'FINISHED' && row.encounter.type === 'MESSAGE') {
        deps.messageTopics?.closed(row.encounter.id);
      }
      return toEncounterDto(row, viewerOf(ctx));
    },

    /**
     * C76, C77, C69–C71: accepts a card-paid request after charging it. The accept runs inside
     * the transaction that records the payment; if it throws, the payment flow refunds at once and
     * answers which of the spec's messages applies.
     */
    async acceptWithPayment(
      ctx: ScopedContext,
      input: { id: number; cardToken: string; idempotencyKey: string },
    ): Promise<AcceptWithPaymentResult> {
      await ensureInScope(ctx, input.id);
      const result = await payments.chargeThenConfirm(
        ctx,
        { idempotencyKey: input.idempotencyKey, encounterId: input.id, cardToken: input.cardToken },
        (tx, payment) =>
          transitionIn(tx, {
            ctx,
            userId: ctx.actor.userId,
            id: input.id,
            change: { to: 'ACCEPTED', transactionId: payment.transactionId },
          }).then(() => undefined),
      );
      return {
        outcome: result.outcome,
        message: result.outcome === 'confirmed' ? null : result.message,
        payment: result.payment,
      };
    },

    /**
     * C99–C102, I32: the answer from an e-mailed link, without sign-in. The link is spent in the
     * transaction that makes the change, as the party it was mailed to.
     */
    async answerFromMail(
      ctx: RequestContext,
      body: { id: number; token: string; status: MailResponseStatus },
    ) {
      return retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const recipientId = await repo.spendResponseToken(
            tx,
            body.id,
            hashResponseToken(hmacSecret, body.token),
            clock(),
          );
          if (recipientId === null) throw domainError('RESPONSE_LINK_INVALID');
          await transitionIn(tx, {
            ctx,
            userId: recipientId,
            id: body.id,
            change:
              body.status === 'DECLINED'
                ? { to: 'DECLINED', cancelReason: DECLINED_BY_MAIL_REASON }
                : { to: 'ACCEPTED' },
          });
          return { id: body.id, status: body.status };
        }),
      );
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
