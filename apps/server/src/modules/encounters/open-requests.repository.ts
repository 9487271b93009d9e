import {
  and,
  count,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { payments } from '../../db/schema/payments.js';

/** Requested, not yet answered, and not paid by card: what the booking caps count and the hold frees. */
const openUnpaid = and(
  inArray(encounters.status, ['REQUESTED', 'PENDING']),
  isNull(encounters.transactionId),
);

/** A card charge of the encounter that is being settled (its outcome not yet known). */
const chargeInFlight = (ex: Executor) =>
  ex
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.encounterId, encounters.id), eq(payments.status, 'pending')));

/**
 * Issue 19 path 6: the queries behind the caps of open requests per booking account and the
 * bounded hold of an unpaid request for a card-paid visit.
 */
export const openRequestsRepository = {
  /**
   * Holds the booking account's row until `tx` ends, so one account's bookings are counted and
   * written one at a time, on every instance (NO KEY UPDATE: rows that only reference the user,
   * the new encounter's own foreign keys included, are not held up by it).
   */
  async lockAccount(tx: Tx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  },

  /** The account's open requests that hold time not yet begun: with `providerId`, and overall. */
  async count(ex: Executor, ownerId: number, providerId: number, now: Date) {
    const [row] = await ex
      .select({
        overall: count(),
        withProvider:
          sql<number>`count(*) filter (where ${encounters.providerId} = ${providerId})`.mapWith(
            Number,
          ),
      })
      .from(encounters)
      .where(
        and(
          eq(encounters.ownerId, ownerId),
          openUnpaid,
          isNotNull(encounters.endTime),
          gt(encounters.startTime, now),
        ),
      );
    return { overall: row?.overall ?? 0, withProvider: row?.withProvider ?? 0 };
  },

  /**
   * Cancels a request whose hold ran out, if it is still open and unpaid with no charge being
   * settled: one conditional UPDATE, so of any number of runs (instances, retries) one wins.
   */
  async expire(tx: Tx, id: number, reason: string, now: Date) {
    const [row] = await tx
      .update(encounters)
      .set({ status: 'CANCELLED', cancelReason: reason, statusChangedAt: now, updatedAt: now })
      .where(and(eq(encounters.id, id), openUnpaid, notExists(chargeInFlight(tx))))
      .returning({
        id: encounters.id,
        ownerId: encounters.ownerId,
        providerId: encounters.providerId,
        type: encounters.type,
        startTime: encounters.startTime,
      });
    return row;
  },

  /** Whether the request is still open and unpaid because a charge of it is being settled. */
  async awaitsCharge(ex: Executor, id: number) {
    const [row] = await ex
      .select({ id: encounters.id })
      .from(encounters)
      .where(and(eq(encounters.id, id), openUnpaid, exists(chargeInFlight(ex))));
    return row !== undefined;
  },

  /** Whom a mail about the request goes to, and on whose clock it reads. */
  async person(ex: Executor, id: number) {
    const [row] = await ex
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        timeZone: users.timeZone,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
};
