import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { jobs } from '../../db/schema/jobs.js';

export type JobRow = typeof jobs.$inferSelect;

export const jobsRepository = {
  async insert(
    ex: Executor,
    values: { type: string; payload: unknown; maxAttempts?: number; runAt?: Date },
  ) {
    await ex.insert(jobs).values(values);
  },

  /**
   * Takes up to `limit` due jobs in one statement. SKIP LOCKED lets several workers (instances)
   * poll the same table without waiting on each other or taking the same row twice.
   */
  async claim(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.state, ['pending', 'running']),
          lte(jobs.runAt, now),
          lt(jobs.attempts, jobs.maxAttempts),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, runAt: leaseUntil })
      .where(inArray(jobs.id, due))
      .returning();
  },

  /** Done jobs are deleted: their payload may hold one-time secrets (a mailed passcode). */
  async complete(db: Db, id: number) {
    await db.delete(jobs).where(eq(jobs.id, id));
  },

  async fail(db: Db, id: number, outcome: { retryAt: Date | null; error: string }) {
    await db
      .update(jobs)
      .set({
        state: outcome.retryAt ? 'pending' : 'failed',
        runAt: outcome.retryAt ?? sql`${jobs.runAt}`,
        lastError: outcome.error.slice(0, 1000),
      })
      .where(eq(jobs.id, id));
  },
};
