import { Messages } from '@clinicall/shared/messages';
import type { PaymentReceipt } from '@clinicall/shared/payments';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { DomainError } from '../../lib/domain-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import type { Refunds } from './refunds.js';
import { requestHash } from '../../lib/request-hash.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'payments.refund': { paymentId: string };
  }
}

/**
 * The step that makes the paid appointment real (the provider's accept). It writes through `tx`,
 * the transaction that also records the payment as confirmed: both happen, or neither.
 */
export type ConfirmStep = (tx: Tx, payment: PaymentReceipt) => Promise<void>;

export type ChargeThenConfirmResult =
  | { outcome: 'confirmed'; payment: PaymentReceipt }
  | {
      /** C70 refunded; C71 the refund failed; C69 the refund is still being retried. */
      outcome: 'refunded' | 'refund_failed' | 'refund_pending';
      message: string;
      payment: PaymentReceipt;
      /** Why the confirm step failed (null when an earlier run already refunded). */
      cause: unknown;
    };

/** An automatic refund's key and hash follow from its payment, so every retry is the same request. */
const automaticRefund = (payment: PaymentRow) => ({
  idempotencyKey: `${payment.idempotencyKey}:refund`,
  requestHash: requestHash({ op: 'automaticRefund', paymentId: payment.id }),
});

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : null);

/** Refund outcomes that will not change by asking again. */
const SETTLED_REFUND_ERRORS = new Set(['REFUND_FAILED', 'ALREADY_REFUNDED', 'NOT_REFUNDABLE']);

async function refundAutomatically(
  refunds: Refunds,
  payment: PaymentRow,
  requestedBy: number | null,
) {
  const { idempotencyKey, requestHash: hash } = automaticRefund(payment);
  return (
    (await refunds.replayIfKnown(idempotencyKey, hash)) ??
    (await refunds.refund({ idempotencyKey, requestHash: hash, payment, requestedBy }))
  );
}

export async function confirmAfterCharge(deps: {
  db: Db;
  refunds: Refunds;
  jobs: JobQueue;
  ctx: SignedInContext;
  payment: PaymentRow;
  receipt: PaymentReceipt;
  confirm: ConfirmStep;
}): Promise<ChargeThenConfirmResult> {
  const { db, payment, receipt } = deps;
  const failed = (outcome: 'refunded' | 'refund_failed' | 'refund_pending', cause: unknown) => {
    const message = {
      refunded: Messages.payment.confirmFailedRefunded,
      refund_failed: Messages.payment.confirmFailedRefundFailed,
      refund_pending: Messages.payment.confirmFailed,
    }[outcome];
    return { outcome, message, payment: receipt, cause };
  };
  // A replay of a flow that already ended answers as it ended.
  if (payment.confirmedAt) return { outcome: 'confirmed', payment: receipt };
  if (payment.status === 'refunded') return failed('refunded', null);

  let cause: unknown;
  try {
    await db.transaction(async (tx) => {
      await deps.confirm(tx, receipt);
      if (!(await paymentsRepository.markConfirmed(tx, payment.id))) {
        throw new Error('the charge was abandoned: no flow confirmed it in time');
      }
    });
    return { outcome: 'confirmed', payment: receipt };
  } catch (error) {
    cause = error;
  }
  try {
    await refundAutomatically(deps.refunds, payment, deps.ctx.actor.userId);
    return failed('refunded', cause);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ALREADY_REFUNDED') return failed('refunded', cause);
    if (code !== null && SETTLED_REFUND_ERRORS.has(code)) {
      await deps.ctx.audit('payment.refund-failed', {
        subject: payment.id,
        detail: { encounterId: payment.encounterId, amountCents: payment.amountCents },
      });
      return failed('refund_failed', cause);
    }
    // The gateway did not answer: the queue asks again (same key) until it does.
    await deps.jobs.enqueue(db, 'payments.refund', { paymentId: payment.id });
    return failed('refund_pending', cause);
  }
}

/** The job that finishes an automatic refund the gateway could not answer at the time. */
export function defineRefundRetries(jobs: JobQueue, db: Db, refunds: Refunds) {
  jobs.define({
    type: 'payments.refund',
    schema: z.object({ paymentId: z.uuid() }),
    async run({ paymentId }) {
      const payment = await paymentsRepository.byId(db, paymentId);
      if (!payment) return;
      try {
        await refundAutomatically(refunds, payment, null);
      } catch (error) {
        const code = codeOf(error);
        // A settled outcome ends the job; anything else is thrown, so the queue retries later.
        if (code === null || !SETTLED_REFUND_ERRORS.has(code)) throw error;
      }
    },
  });
}
