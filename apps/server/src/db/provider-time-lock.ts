import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/** Advisory-lock class of a provider's time (rooms use 8_001, messages 8_002, booking keys 8_003). */
export const PROVIDER_TIME_LOCK = 8_004;

/**
 * Holds, until the transaction ends, every other write that puts an appointment into this
 * provider's time. The exclusion constraint `encounters_no_overlap` checks a row after inserting
 * it, so two bookings of one slot written at the same moment can each find the other's uncommitted
 * row and wait for each other until the deadlock detector ends one (a second each round; 50
 * bookings of one slot on a loaded machine took over 30 s). Taken just before the write, it lets
 * such writes through one at a time: the first commits, and each next one meets its committed row
 * and is refused at once. Take it after any row lock the transaction needs (the account's, for the
 * request caps), never before one.
 */
export async function lockProviderTime(ex: Executor, providerId: number) {
  await ex.execute(sql`select pg_advisory_xact_lock(${PROVIDER_TIME_LOCK}, ${providerId})`);
}
