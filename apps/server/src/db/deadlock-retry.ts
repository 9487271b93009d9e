import { driverError } from './driver-error.js';

/** SQLSTATE 40P01: PostgreSQL ended this transaction to break a deadlock. */
export function isDeadlock(error: unknown): boolean {
  return driverError(error)?.code === '40P01';
}

/**
 * Runs a whole transaction again when PostgreSQL chose it to break a deadlock, as its manual asks.
 * Writes checked by an exclusion constraint can deadlock by its design: each writes its row, then
 * checks for conflicts, finds the other's uncommitted row, and waits for it. Bookings and status
 * changes take the provider's time lock first (provider-time-lock.ts), so they no longer meet that
 * way; a booking can still meet an appointment of the same time being updated in another way (its
 * payment, say) that PostgreSQL cannot update in place. The one that is ended has done nothing;
 * run again, it finds the other's committed row and gets the constraint's own answer (the slot is
 * taken). `work` must begin the transaction itself and do nothing outside it that cannot be
 * repeated.
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
