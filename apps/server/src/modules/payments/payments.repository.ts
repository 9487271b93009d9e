import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { billingEntries, payments, refunds, sandboxCardTokens } from '../../db/schema/payments.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'claimedAt'>;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'status' | 'claimedAt'>;
export type SandboxTokenRow = typeof sandboxCardTokens.$inferSelect;

/** A pending row whose claim is older than this (in seconds) may be taken over. */
const stale = (column: typeof payments.claimedAt | typeof refunds.claimedAt, leaseMs: number) =>
  lt(column, sql`now() - make_interval(secs => ${leaseMs / 1000})`);

export const paymentsRepository = {
  /** The new pending row, or null when the key or a live payment of the encounter exists. */
  async insertPending(ex: Executor, values: NewPayment): Promise<PaymentRow | null> {
    const [row] = await ex
      .insert(payments)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async byKey(ex: Executor, idempotencyKey: string) {
    const [row] = await ex
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, idempotencyKey));
    return row ?? null;
  },

  async byId(ex: Executor, id: string) {
    const [row] = await ex.select().from(payments).where(eq(payments.id, id));
    return row ?? null;
  },

  /** Takes over a pending payment whose request stopped working on it (crashed, or gave up). */
  async claimStale(ex: Executor, id: string, leaseMs: number) {
    const [row] = await ex
      .update(payments)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'pending'),
          stale(payments.claimedAt, leaseMs),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Lets the next request with the key take the pending payment over at once. */
  async release(ex: Executor, id: string) {
    await ex
      .update(payments)
      .set({ claimedAt: new Date(0) })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
  },

  /** Settles a pending payment; null when another request settled it first. */
  async settle(
    ex: Executor,
    id: string,
    values: Pick<
      PaymentRow,
      'status' | 'failureReason' | 'gatewayTransactionId' | 'cardBrand' | 'cardLast4'
    >,
  ) {
    const [row] = await ex
      .update(payments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    return row ?? null;
  },

  async markRefunded(ex: Executor, id: string) {
    await ex
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.status, 'charged')));
  },

  /** False when the sweeper abandoned the charge first (the row lock orders the two). */
  async markConfirmed(ex: Executor, id: string) {
    const confirmed = await ex
      .update(payments)
      .set({ confirmedAt: sql`now()` })
      .where(and(eq(payments.id, id), isNull(payments.abandonedAt)))
      .returning({ id: payments.id });
    return confirmed.length > 0;
  },

  /** Marks a charge no flow confirmed as abandoned; false when it was confirmed (or settled) first. */
  async abandonUnconfirmed(ex: Executor, id: string) {
    const abandoned = await ex
      .update(payments)
      .set({ abandonedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'charged'),
          isNull(payments.confirmedAt),
          isNull(payments.abandonedAt),
        ),
      )
      .returning({ id: payments.id });
    return abandoned.length > 0;
  },

  /** The clinic of a payment, for the access rule of routes that name one. */
  async clinicOf(ex: Executor, id: string) {
    const [row] = await ex
      .select({ clinicId: payments.clinicId })
      .from(payments)
      .where(eq(payments.id, id));
    return row?.clinicId ?? null;
  },
};

export const refundsRepository = {
  async insertPending(ex: Executor, values: NewRefund): Promise<RefundRow | null> {
    const [row] = await ex
      .insert(refunds)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async byKey(ex: Executor, idempotencyKey: string) {
    const [row] = await ex.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
    return row ?? null;
  },

  async claimStale(ex: Executor, id: string, leaseMs: number) {
    const [row] = await ex
      .update(refunds)
      .set({ claimedAt: sql`now()` })
      .where(
        and(eq(refunds.id, id), eq(refunds.status, 'pending'), stale(refunds.claimedAt, leaseMs)),
      )
      .returning();
    return row ?? null;
  },

  async release(ex: Executor, id: string) {
    await ex
      .update(refunds)
      .set({ claimedAt: new Date(0) })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
  },

  async settle(ex: Executor, id: string, values: Pick<RefundRow, 'status' | 'gatewayRefundId'>) {
    const [row] = await ex
      .update(refunds)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .returning();
    return row ?? null;
  },
};

export const billingRepository = {
  async insert(ex: Executor, values: typeof billingEntries.$inferInsert) {
    await ex.insert(billingEntries).values(values);
  },

  /** One page of a patient's entries in the scope, newest first (C107). */
  async pageForPatient(
    ex: Executor,
    scope: ClinicScope,
    patientId: number,
    page: { offset: number; limit: number },
  ) {
    const where = and(
      eq(billingEntries.patientId, patientId),
      scopeCondition(scope, billingEntries.clinicId),
    );
    const [rows, [total]] = await Promise.all([
      ex
        .select()
        .from(billingEntries)
        .where(where)
        .orderBy(desc(billingEntries.createdAt), desc(billingEntries.id))
        .offset(page.offset)
        .limit(page.limit),
      ex.select({ value: count() }).from(billingEntries).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },
};

export const sandboxTokensRepository = {
  async insert(ex: Executor, values: typeof sandboxCardTokens.$inferInsert) {
    await ex.insert(sandboxCardTokens).values(values);
  },

  /**
   * Marks the token used by the charge with this key and returns it; the same key may use it
   * again (a replay), another key may not. Null when unknown, expired or used by another charge.
   */
  async consume(ex: Executor, token: string, idempotencyKey: string) {
    const [row] = await ex
      .update(sandboxCardTokens)
      .set({ usedByKey: idempotencyKey })
      .where(
        and(
          eq(sandboxCardTokens.token, token),
          or(
            eq(sandboxCardTokens.usedByKey, idempotencyKey),
            and(isNull(sandboxCardTokens.usedByKey), sql`${sandboxCardTokens.expiresAt} > now()`),
          ),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** The token the charge with this key consumed, if any. */
  async usedBy(ex: Executor, idempotencyKey: string) {
    const [row] = await ex
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.usedByKey, idempotencyKey))
      .limit(1);
    return row ?? null;
  },

  /** Tokens a day past their expiry: a charge that used one has long been settled. */
  async deleteOld(ex: Executor) {
    await ex
      .delete(sandboxCardTokens)
      .where(sql`${sandboxCardTokens.expiresAt} < now() - interval '1 day'`);
  },
};
