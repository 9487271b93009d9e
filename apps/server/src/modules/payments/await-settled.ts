import { setTimeout as sleep } from 'node:timers/promises';
import { domainError } from '../../lib/domain-error.js';

export type Timing = {
  /** How long a request may work on a pending row before another may take it over. */
  leaseMs: number;
  /** How long a duplicate request waits for the first one to settle before answering 409. */
  waitMs: number;
  pollMs: number;
};

export const defaultTiming: Timing = { leaseMs: 120_000, waitMs: 10_000, pollMs: 100 };

type Steps<Row, Result> = {
  /** The row of the idempotency key, read again. */
  load(): Promise<Row>;
  /** Takes the pending row over when its request stopped working on it, or null. */
  claimStale(row: Row): Promise<Row | null>;
  /** Calls the gateway for a row this request now owns, and settles it. */
  run(row: Row): Promise<Result>;
  /** The first answer of a settled row (throws the first error for a failed one). */
  answer(row: Row): Result;
};

/**
 * A second request with a key whose operation is still pending: it waits for the first to settle
 * and answers the same, takes the operation over if the first crashed (its lease ran out; the
 * gateway call is idempotent by the same key, so money still moves once), or gives up with 409.
 */
export async function awaitSettled<Row extends { status: string }, Result>(
  steps: Steps<Row, Result>,
  timing: Timing,
): Promise<Result> {
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const row = await steps.load();
    if (row.status !== 'pending') return steps.answer(row);
    const claimed = await steps.claimStale(row);
    if (claimed) return steps.run(claimed);
    if (Date.now() >= deadline) throw domainError('IDEMPOTENCY_IN_PROGRESS');
    await sleep(timing.pollMs);
  }
}
