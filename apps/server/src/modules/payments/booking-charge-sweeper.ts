import { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Timing } from './await-settled.js';
import { isCardRefusal, type Charges } from './charges.js';
import { askGateway, NEVER_MADE } from './charge-lookup.js';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.js';
import { paymentsRepository as repo, type PaymentRow } from './payments.repository.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'payments.sweep-booking-charge': { paymentId: string };
  }
}

/** What the sweeper may do to a booking held for its charge (the encounters module implements it). */
export type HeldBooking = {
  /** Whether the booking can still take place: neither withdrawn nor begun. */
  wanted(encounterId: number): Promise<boolean>;
  /** Commits with the successful charge: what the booking held back (its request mail). */
  onCharged(tx: Tx, encounterId: number): Promise<void>;
  /** Withdraws the booking, so its slot is free again. */
  release(encounterId: number): Promise<void>;
};

/**
 * How long a paid booking's charge may stay unanswered before the gateway is asked: far beyond
 * the request's own retries and lease, and Stripe's search delay, yet well before the visit.
 */
export const SWEEP_AFTER_MS = 15 * 60_000;
/** Retried while the gateway is unreachable: with the 1-hour cap, about half a day. */
const SWEEP_ATTEMPTS = 20;

/** Queues the check of a paid booking's charge, in the transaction that reserves it. */
export function scheduleSweep(tx: Executor, jobs: JobQueue, paymentId: string) {
  return jobs.enqueue(
    tx,
    'payments.sweep-booking-charge',
    { paymentId },
    { delayMs: SWEEP_AFTER_MS, maxAttempts: SWEEP_ATTEMPTS },
  );
}

/**
 * The sweeper of paid bookings whose charge never got an answer (the gateway was unreachable,
 * the request crashed) and that nobody retried: it asks the gateway what became of the charge and
 * completes the booking (charged, and still wanted), or withdraws it (no charge, a refused one,
 * or a charge for a visit no longer wanted, which is refunded through the queue).
 */
export function defineBookingChargeSweeps(
  deps: { db: Db; jobs: JobQueue; gateway: PaymentGateway; charges: Charges; timing: Timing },
  held: HeldBooking,
) {
  const { db, jobs, gateway, charges, timing } = deps;

  async function refuse(row: PaymentRow, outcome: ChargeOutcome) {
    try {
      await charges.record(row, outcome);
    } catch (error) {
      if (!isCardRefusal(error)) throw error;
    }
    await held.release(row.encounterId);
  }

  async function sweep(paymentId: string) {
    const row = await repo.byId(db, paymentId);
    // Settled by the booking's own request or a retry with its key: nothing left to do.
    if (row?.status !== 'pending') return;
    const claimed = await repo.claimStale(db, row.id, timing.leaseMs);
    if (!claimed) {
      if ((await repo.byId(db, row.id))?.status !== 'pending') return;
      throw new Error('a request is settling the charge; asking again later');
    }
    const state = await askGateway(db, gateway, claimed);
    if (state.status === 'not_found') return refuse(claimed, NEVER_MADE);
    if (state.status === 'failed') return refuse(claimed, state);
    if (await held.wanted(claimed.encounterId)) {
      await charges.record(claimed, state, (tx, payment) =>
        held.onCharged(tx, payment.encounterId),
      );
      return;
    }
    // Charged for a visit that will not happen: withdraw it, record the charge, refund it.
    await held.release(claimed.encounterId);
    await charges.record(claimed, state, (tx, payment) =>
      jobs.enqueue(tx, 'payments.refund', { paymentId: payment.id }),
    );
  }

  jobs.define({
    type: 'payments.sweep-booking-charge',
    schema: z.object({ paymentId: z.uuid() }),
    run: ({ paymentId }) => sweep(paymentId),
  });
}
