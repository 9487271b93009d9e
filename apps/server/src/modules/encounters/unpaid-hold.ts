import { Paths } from '@clinicall/shared/paths';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import type { EncounterType } from '@clinicall/shared/scheduling/types';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { unpaidHoldExpiredMail } from './booking.mails.js';
import { openRequestsRepository as repo } from './open-requests.repository.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'encounters.unpaid-hold': { encounterId: number };
  }
}

/** Retried while a charge of the request is being settled: with the 1-hour cap, about half a day. */
const HOLD_ATTEMPTS = 20;

/** A patient's request for a visit paid by card, not paid when it is made: its time is held a while. */
export const holdsUntilPaid = (booking: {
  byPatient: boolean;
  paymentType: string;
  quantityCents: number;
  timed: boolean;
}) =>
  booking.byPatient && booking.timed && booking.paymentType === 'CASH' && booking.quantityCents > 0;

/**
 * Issue 19 path 6: an unpaid request for a card-paid visit holds the provider's time for
 * BOOKING_UNPAID_HOLD_MINUTES, then it is cancelled (its time free again, and no longer counted
 * against the caps) and the one who made it is mailed, exactly once: the job is queued in the
 * booking's transaction, and the cancel is one conditional UPDATE with the mail in its
 * transaction, so further runs (another instance, a retry) find nothing to do. A request paid
 * meanwhile (POST /makePayment, or the book-and-pay flow's charge) keeps its time. The provider
 * is not mailed: the request leaves their requests list, and its e-mailed answer links no longer
 * apply, as for any request withdrawn before they answered it.
 */
export function createUnpaidHold(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'booking' | 'publicUrl'>;
}) {
  const { db, jobs, mailer, clock, config } = deps;
  const minutes = config.booking.unpaidHoldMinutes;

  async function expire(encounterId: number) {
    const expired = await db.transaction(async (tx) => {
      const row = await repo.expire(
        tx,
        encounterId,
        SchedulingMessages.unpaidHoldExpired(minutes),
        clock(),
      );
      if (!row) return false;
      const to = await repo.person(tx, row.ownerId);
      const provider = await repo.person(tx, row.providerId);
      if (!to || !provider) throw new Error('a party of the expired request vanished');
      const mail = unpaidHoldExpiredMail({
        to,
        provider,
        type: row.type as EncounterType,
        start: row.startTime,
        zone: to.timeZone ?? 'UTC',
        minutes,
        bookUrl: `${config.publicUrl}${Paths.bookAppointment}`,
      });
      await mailer.enqueue(mail, tx);
      return true;
    });
    // A charge in flight decides: paid, the request keeps its time; refused, the next run frees it.
    if (!expired && (await repo.awaitsCharge(db, encounterId))) {
      throw new Error('a charge of the request is being settled; asking again later');
    }
  }

  jobs.define({
    type: 'encounters.unpaid-hold',
    schema: z.object({ encounterId: z.number().int() }),
    run: ({ encounterId }) => expire(encounterId),
  });

  return {
    /**
     * Queues the end of the request's hold, in the transaction that books it; timed by the queue's
     * own clock, as a check some time after a change is (the charge sweepers' too).
     */
    start: (tx: Executor, encounterId: number) =>
      jobs.enqueue(
        tx,
        'encounters.unpaid-hold',
        { encounterId },
        { delayMs: minutes * 60_000, maxAttempts: HOLD_ATTEMPTS },
      ),
  };
}

export type UnpaidHold = ReturnType<typeof createUnpaidHold>;
