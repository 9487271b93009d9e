import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { jobs as jobsTable } from '../../db/schema/jobs.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { AlertEvent, AlertRules } from './alerts.service.js';

export const NO_DATA_SWEEP = 'monitoring.no-data-sweep';
/** How often the no-data rule is checked: alerts come at most this late after their hour. */
export const NO_DATA_SWEEP_MS = 10 * 60_000;

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'monitoring.no-data-sweep': Record<string, never>;
  }
}

/**
 * Issue 23: the "no data for N hours" rule runs as a durable job that schedules its next run, so
 * one sweep is pending per installation whatever the number of instances (each start adds one
 * only when none is pending or running).
 */
export async function registerNoDataSweep(
  app: FastifyInstance,
  deps: {
    db: Db;
    jobs: JobQueue;
    rules: AlertRules;
    emit: (events: AlertEvent[]) => Promise<void>;
  },
) {
  const { db, jobs, rules, emit } = deps;
  const scheduleNext = async (delayMs: number) => {
    const pending = await db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(and(eq(jobsTable.type, NO_DATA_SWEEP), inArray(jobsTable.state, ['pending'])));
    if (pending.length === 0) await jobs.enqueue(db, NO_DATA_SWEEP, {}, { delayMs });
  };
  jobs.define({
    type: NO_DATA_SWEEP,
    schema: z.object({}).strict(),
    run: async () => {
      await emit(await rules.sweepNoData());
      await scheduleNext(NO_DATA_SWEEP_MS);
    },
  });
  // Tests run the sweep themselves (enqueue + drain): no row of its own in their job table.
  if (app.config.env !== 'test') app.addHook('onReady', () => scheduleNext(0));
}
