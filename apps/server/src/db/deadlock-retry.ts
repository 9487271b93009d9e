import { driverError } from './driver-error.js';

/** SQLSTATE 40P01: PostgreSQL ended this transaction to break a deadlock. */
export function isDeadlock(error: unknown): boolean {
  return driverError(error)?.code === '40P01';
}

/**
 * Runs a whole transaction again when PostgreSQL chose it to break a deadlock, as its manual asks.
 * Two bookings of one slot can deadlock by design of exclusion constraints: each inserts its row,
 * then checks for conflicts, finds the other's uncommitted row, and waits for it. The one that is
 * ended has done nothing; run again, it finds the other's committed row and gets the constraint's
 * own answer (the slot is taken), or the slot if the other gave up. `work` must begin the
 * transaction itself and do nothing outside it that cannot be repeated.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
