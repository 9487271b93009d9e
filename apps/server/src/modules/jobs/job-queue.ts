import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { describeError } from '../../lib/safe-error.js';
import type { JobDefinition, JobPayloads, JobType } from './job-types.js';
import { jobsRepository as repo, type JobRow } from './jobs.repository.js';
import { retryDelayMs, type RetryPolicy } from './retry-delay.js';

export type JobQueueOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Injected so tests can move time forward to a retry without waiting. */
  now?: () => Date;
  pollMs?: number;
  batchSize?: number;
  /** How long a taken job stays invisible to other workers before it counts as abandoned. */
  leaseMs?: number;
  retry?: RetryPolicy;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/** A durable job queue over the `jobs` table, with one polling worker per process. */
export function createJobQueue(options: JobQueueOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retry = options.retry ?? { baseMs: 5_000, maxMs: 3_600_000 };
  /** Each job type's handler, parsing the stored payload before the typed run. */
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();
  let failedPolls = 0;

  async function runJob(job: JobRow) {
    const handler = handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload);
      await repo.complete(db, job.id);
    } catch (error) {
      const retryAt =
        job.attempts < job.maxAttempts
          ? new Date(now().getTime() + retryDelayMs(job.attempts, retry))
          : null;
      // A failing outbox insert is a query error whose parameters are the mail itself.
      const message = String(describeError(error).message);
      log.warn(
        { job: { id: job.id, type: job.type, attempt: job.attempts }, retryAt, error: message },
        retryAt ? 'job failed; it will be retried' : 'job failed for the last time',
      );
      await repo.fail(db, job.id, { retryAt, error: message });
    }
  }

  /** Runs every job that is due now, batch after batch, until none is left. */
  async function drain() {
    for (;;) {
      const at = now();
      const claimed = await repo.claim(db, at, new Date(at.getTime() + leaseMs), batchSize);
      for (const job of claimed) await runJob(job);
      if (claimed.length < batchSize) return;
    }
  }

  function schedule() {
    if (stopped) return;
    // While the database is down, poll less often (up to 30 s) instead of logging every second.
    const delay = Math.min(pollMs * 2 ** failedPolls, 30_000);
    timer = setTimeout(() => {
      pass = drain()
        .then(() => {
          failedPolls = 0;
        })
        .catch((error: unknown) => {
          failedPolls += 1;
          log.warn({ error: describeError(error) }, 'job worker could not poll the queue');
        })
        .finally(schedule);
    }, delay);
  }

  return {
    define<T extends JobType>(definition: JobDefinition<T>) {
      handlers.set(definition.type, (payload) => definition.run(definition.schema.parse(payload)));
    },

    /**
     * Writes the job with `executor`: pass the open transaction so it commits or rolls back with it.
     * `runAt` delays the first run (a reminder), or `delayMs` from the queue's own clock (a check
     * some time after a change); by default the job is due at once.
     */
    async enqueue<T extends JobType>(
      executor: Executor,
      type: T,
      payload: JobPayloads[T],
      settings: { maxAttempts?: number; runAt?: Date; delayMs?: number } = {},
    ) {
      const { delayMs = 0, ...rest } = settings;
      const runAt = settings.runAt ?? new Date(now().getTime() + delayMs);
      await repo.insert(executor, { type, payload, ...rest, runAt });
    },

    drain,

    /** Jobs waiting by state, and the seconds the longest-waiting due job has waited (0 if none). */
    async depth() {
      const at = now();
      const { oldestDue, ...counts } = await repo.depth(db, at);
      const oldestDueAgeSeconds = oldestDue
        ? Math.max(0, (at.getTime() - new Date(oldestDue).getTime()) / 1000)
        : 0;
      return { ...counts, oldestDueAgeSeconds };
    },

    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },

    /** Stops polling and waits for the jobs being run to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
