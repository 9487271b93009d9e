import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Timing } from './await-settled.js';
import { SWEEP_AFTER_MS } from './booking-charge-sweeper.js';
import { askGateway, NEVER_MADE } from './charge-lookup.js';
import { isCardRefusal, type Charges } from './charges.js';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.js';
import { paymentsRepository as repo, type PaymentRow } from './payments.repository.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'payments.sweep-unconfirmed-charge': { paymentId: string };
  }
}

const SWEEP_ATTEMPTS = 20;

/**
 * Queues the check of an accept-after-payment charge, in the transaction that reserves it: if the
 * flow's process dies between the charge and the confirm step, nobody would refund the card.
 */
export function scheduleConfirmSweep(tx: Executor, jobs: JobQueue, paymentId: string) {
  return jobs.enqueue(
    tx,
    'payments.sweep-unconfirmed-charge',
    { paymentId },
    { delayMs: SWEEP_AFTER_MS, maxAttempts: SWEEP_ATTEMPTS },
  );
}

/**
 * The sweeper of accept-after-payment charges that were never confirmed (C69, no card charged
 * for an appointment that was not confirmed): long after the flow should have ended, a charge
 * still unanswered is settled from the gateway's records, and a charge still unconfirmed is
 * abandoned (the flow can no longer confirm with it) and refunded through the refund queue, with
 * the key the flow's own automatic refund uses, so the card is refunded once whoever gets there.
 */
export function defineUnconfirmedChargeSweeps(deps: {
  db: Db;
  jobs: JobQueue;
  gateway: PaymentGateway;
  charges: Charges;
  timing: Timing;
}) {
  const { db, jobs, gateway, charges, timing } = deps;

  /** The row once its charge is known: settled from the gateway's answer if it was pending. */
  async function settled(row: PaymentRow): Promise<PaymentRow | null> {
    if (row.status !== 'pending') return row;
    const claimed = await repo.claimStale(db, row.id, timing.leaseMs);
    if (!claimed) {
      const now = await repo.byId(db, row.id);
      if (now?.status !== 'pending') return now;
      throw new Error('a request is settling the charge; asking again later');
    }
    const state = await askGateway(db, gateway, claimed);
    const outcome: ChargeOutcome = state.status === 'not_found' ? NEVER_MADE : state;
    try {
      return await charges.record(claimed, outcome);
    } catch (error) {
      if (isCardRefusal(error)) return null;
      throw error;
    }
  }

  async function sweep(paymentId: string) {
    const row = await repo.byId(db, paymentId);
    if (!row || row.confirmedAt || row.abandonedAt) return;
    const known = await settled(row);
    if (known?.status !== 'charged' || known.confirmedAt) return;
    await db.transaction(async (tx) => {
      if (await repo.abandonUnconfirmed(tx, known.id)) {
        await jobs.enqueue(tx, 'payments.refund', { paymentId: known.id });
      }
    });
  }

  jobs.define({
    type: 'payments.sweep-unconfirmed-charge',
    schema: z.object({ paymentId: z.uuid() }),
    run: ({ paymentId }) => sweep(paymentId),
  });
}
