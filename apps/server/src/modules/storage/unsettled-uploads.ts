import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { jobs as jobsTable } from '../../db/schema/jobs.js';
import { unsettledUploads } from '../../db/schema/uploads.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { removeStored, type StoredAttachment } from './attachment-upload.js';
import type { FileStorage } from './file-storage.js';

export const UPLOAD_SWEEP = 'storage.sweep-unsettled-uploads';
/**
 * How long a file may wait for the row naming it: far beyond any upload's request (35 MB at a
 * slow line is minutes), so a file whose transaction is still running is never taken.
 */
export const UNSETTLED_UPLOAD_MAX_AGE_MS = 6 * 3_600_000;
/** How often the sweep runs. */
export const UPLOAD_SWEEP_MS = 3_600_000;
const SWEEP_BATCH = 500;

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'storage.sweep-unsettled-uploads': Record<string, never>;
  }
}

/**
 * Files stored before the row that names them commits (issue 24: an instance killed between
 * the two left a file nobody refers to). `note` is written before the first byte is stored, on
 * its own; `settle` deletes it in the transaction that commits the row.
 */
export const unsettledUploadsJournal = {
  async note(db: Db, storageKey: string) {
    await db.insert(unsettledUploads).values({ storageKey });
  },

  async settle(ex: Executor, storageKeys: string[]) {
    if (storageKeys.length === 0) return;
    await ex.delete(unsettledUploads).where(inArray(unsettledUploads.storageKey, storageKeys));
  },

  /**
   * Files stored for a row that will not name them (the request was refused, or a retry was
   * answered by its first try): removed, then no longer unsettled.
   */
  async discard(db: Db, storage: FileStorage, files: StoredAttachment[]) {
    await removeStored(storage, files);
    await unsettledUploadsJournal.settle(
      db,
      files.map((f) => f.storageKey),
    );
  },
};

/**
 * Removes the files of uploads left unsettled for longer than `maxAgeMs`, then their rows (a
 * crash between the two removes a missing file next time, which is no error). Answers how many.
 */
export async function sweepUnsettledUploads(
  db: Db,
  storage: FileStorage,
  maxAgeMs = UNSETTLED_UPLOAD_MAX_AGE_MS,
) {
  const abandoned = await db
    .select({ storageKey: unsettledUploads.storageKey })
    .from(unsettledUploads)
    .where(lt(unsettledUploads.storedAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`))
    .limit(SWEEP_BATCH);
  for (const { storageKey } of abandoned) {
    await storage.remove(storageKey);
    await db.delete(unsettledUploads).where(eq(unsettledUploads.storageKey, storageKey));
  }
  return abandoned.length;
}

/**
 * The sweep as a durable job that schedules its next run, so one is pending per installation
 * whatever the number of instances (each start adds one only when none is pending).
 */
export function registerUploadSweep(
  app: FastifyInstance,
  deps: { db: Db; jobs: JobQueue; storage: FileStorage },
) {
  const { db, jobs, storage } = deps;
  const scheduleNext = async (delayMs: number) => {
    const pending = await db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(and(eq(jobsTable.type, UPLOAD_SWEEP), eq(jobsTable.state, 'pending')));
    if (pending.length === 0) await jobs.enqueue(db, UPLOAD_SWEEP, {}, { delayMs });
  };
  jobs.define({
    type: UPLOAD_SWEEP,
    schema: z.object({}).strict(),
    run: async () => {
      const removed = await sweepUnsettledUploads(db, storage);
      if (removed > 0) app.log.warn({ removed }, 'storage: removed files no row refers to');
      await scheduleNext(UPLOAD_SWEEP_MS);
    },
  });
  // Tests run the sweep themselves: no row of its own in their job table.
  if (app.config.env !== 'test') app.addHook('onReady', () => scheduleNext(UPLOAD_SWEEP_MS));
}
