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

  /**
   * How many jobs wait, by state (due now, scheduled later, being run, failed for good), and
   * when the longest-waiting due job became due: what an operator watches (issue 24 metrics).
   */
  async depth(db: Db, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .select({
        due: sql<number>`count(*) filter (where ${jobs.state} = 'pending' and ${jobs.runAt} <= ${at})::int`,
        scheduled: sql<number>`count(*) filter (where ${jobs.state} = 'pending' and ${jobs.runAt} > ${at})::int`,
        running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
        failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
        oldestDue: sql<
          string | null
        >`min(${jobs.runAt}) filter (where ${jobs.state} <> 'failed' and ${jobs.runAt} <= ${at})`,
      })
      .from(jobs);
    return row!;
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
