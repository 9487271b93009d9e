import type { Db, Tx } from '../../db/database.js';
import { retryingDeadlocks } from '../../db/deadlock-retry.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { scheduleSweep, type HeldBooking } from './booking-charge-sweeper.js';
import { isCardRefusal, type Charges, type OnCharged } from './charges.js';
import type { PayableEncounters } from './payable-encounters.js';
import { ensureDue, purposeOf } from './payment-terms.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { requestHash } from '../../lib/request-hash.js';

/** What the booking side does at each point of the flow; the sweeper uses the same booking. */
export type BookingSteps = HeldBooking & {
  /**
   * Checks the booking (before any transaction: PGlite has one connection) and answers its
   * writer, which books inside `tx`, holding back what must wait for the payment.
   */
  prepare(): Promise<(tx: Tx) => Promise<number>>;
};

/**
 * The rule for a card-paid booking: the booking and its charge are one flow under one
 * Idempotency-Key. The booking and the pending charge commit together (the key is taken exactly
 * when the slot is); then the card is charged. A refused charge withdraws the booking and answers
 * the payment error; a charge whose outcome is unknown keeps both, and the same key asks again. A
 * duplicate (double submit, retry) answers as the first request did and books nothing more. If
 * nobody asks again, the sweeper queued with the reservation settles it (booking-charge-sweeper).
 */
export async function chargeWithBooking(
  deps: { db: Db; charges: Charges; encounters: PayableEncounters; jobs: JobQueue },
  ctx: SignedInContext,
  input: { idempotencyKey: string; cardToken: string; request: unknown },
  steps: BookingSteps,
): Promise<PaymentRow> {
  const { db, charges, encounters, jobs } = deps;
  const { idempotencyKey, cardToken } = input;
  const hash = requestHash({ op: 'bookAndPay', by: ctx.actor.userId, request: input.request });
  const onCharged: OnCharged = (tx, row) => steps.onCharged(tx, row.encounterId);

  const settle = async (encounterId: number, attempt: () => Promise<PaymentRow | null>) => {
    try {
      return await attempt();
    } catch (error) {
      // Replays release again: a crash between the refusal and the release is mended by a retry.
      if (isCardRefusal(error)) await steps.release(encounterId);
      throw error;
    }
  };

  const replay = async () => {
    const existing = await paymentsRepository.byKey(db, idempotencyKey);
    if (!existing) return null;
    return settle(existing.encounterId, () =>
      charges.replayIfKnown(idempotencyKey, hash, onCharged),
    );
  };

  const first = await replay();
  if (first) return first;
  const book = await steps.prepare();
  let reserved: PaymentRow;
  try {
    // Nothing is charged before this commits, so a deadlock on the booking's no-overlap check
    // runs the transaction again (see retryingDeadlocks).
    reserved = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        const encounterId = await book(tx);
        const encounter = await encounters.find(encounterId, tx);
        if (!encounter) throw new Error('the booked encounter vanished');
        ensureDue(encounter);
        const row = await charges.reserve(tx, {
          idempotencyKey,
          requestHash: hash,
          encounter,
          requestedBy: ctx.actor.userId,
          cardToken,
          purpose: purposeOf(encounter),
        });
        // The key is taken: undo this booking; the duplicate's answer follows below.
        if (!row) throw domainError('IDEMPOTENCY_IN_PROGRESS');
        await scheduleSweep(tx, jobs, row.id);
        return row;
      }),
    );
  } catch (error) {
    // A duplicate of this request committed first (its booking holds the slot, its charge the
    // key): this one answers as it does.
    const raced = await replay();
    if (raced) return raced;
    throw error;
  }
  return (await settle(reserved.encounterId, () => charges.settle(reserved, onCharged)))!;
}
