import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { describeError } from '../../lib/safe-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Metrics } from './metrics.js';

type Depth = Awaited<ReturnType<JobQueue['depth']>>;

/**
 * Figures read when Prometheus scrapes, not kept up to date on every change: the database pool
 * (node-postgres, PostgreSQL only), the job queue (one grouped query), and this instance's
 * realtime sockets. A scrape while the database is down answers `clinicall_database_up 0` and
 * no job figures, rather than failing the whole scrape.
 */
export function registerAppGauges(app: FastifyInstance, metrics: Metrics) {
  if (!metrics.enabled) return;
  const registers = [metrics.registry];
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'clinicall_db_pool_connections',
      help: 'node-postgres pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // A scrape collects the three job gauges side by side (started in one tick): one query.
  let reading: Promise<Depth | undefined> | undefined;
  const readQueue = () =>
    (reading ??= app.jobs
      .depth()
      .catch((error: unknown) => {
        app.log.warn({ error: describeError(error) }, 'metrics: the job queue could not be read');
        return undefined;
      })
      .finally(() => (reading = undefined)));
  new Gauge({
    name: 'clinicall_database_up',
    help: '1 when the job queue could be read at this scrape, 0 when the database did not answer',
    registers,
    async collect() {
      this.set((await readQueue()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'clinicall_jobs_oldest_due_age_seconds',
    help: 'Seconds the longest-waiting due job has been due (0 when none waits)',
    registers,
    async collect() {
      this.reset();
      const depth = await readQueue();
      if (depth) this.set(depth.oldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'clinicall_jobs',
    help: 'Jobs in the durable queue: due, scheduled (later), running, failed (for good)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const depth = await readQueue();
      if (!depth) return;
      for (const state of ['due', 'scheduled', 'running', 'failed'] as const) {
        this.set({ state }, depth[state]);
      }
    },
  });
  new Gauge({
    name: 'clinicall_realtime_sockets',
    help: 'Realtime sockets connected to this instance',
    registers,
    collect() {
      this.set(app.realtime.localSocketCount());
    },
  });
}
