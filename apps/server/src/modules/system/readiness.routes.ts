import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { z } from 'zod';
import { describeError } from '../../lib/safe-error.js';
import { migrationState } from '../../db/migration-state.js';
import type { LimiterStore } from '../../lib/limiter-store.js';
import { StorageUnavailableError } from '../storage/file-storage.js';

const Check = z.object({ ok: z.boolean(), problem: z.string().optional() });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: Check,
  migrations: Check,
  files: Check,
  /** Only with REDIS_URL: limits, locks and realtime events between instances go through it. */
  redis: Check.optional(),
});

/** A check's outcome; `problem` is one line an operator can act on, never a secret or SQL. */
async function probe(check: () => Promise<void>, problemOf: (error: unknown) => string) {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

class PendingMigrations extends Error {}

/**
 * GET /ready: whether this instance can serve every request, for a load balancer's readiness
 * check (issue 24). Unlike /health (liveness: the database answers), it also needs this build's
 * migrations applied, the file storage (a missing S3 bucket keeps the instance out of rotation
 * instead of failing its first upload) and, with REDIS_URL, Redis.
 */
export const readinessRoutes =
  (deps: { limiters: Pick<LimiterStore, 'ping'> }): FastifyPluginAsyncZod =>
  async (app) => {
    const checkMigrations = async () => {
      const state = await migrationState(app.db);
      if (state.pending.length === 0) return;
      throw new PendingMigrations(
        `${state.pending.length} migration(s) not applied: the database has ${state.latest ?? 'none'}, this build needs ${state.expected}`,
      );
    };

    app.get(
      '/ready',
      {
        config: { access: 'open' },
        schema: {
          tags: ['system'],
          summary:
            '200 only when the database answers, is fully migrated, and the file storage and Redis (when configured) answer',
          response: { 200: ReadySchema, 503: ReadySchema },
        },
      },
      async (_request, reply) => {
        const redisPing = app.config.redisUrl ? deps.limiters.ping : undefined;
        const [database, migrations, files, redis] = await Promise.all([
          probe(
            () => app.database.ping(),
            () => 'the database did not answer',
          ),
          probe(checkMigrations, (error) =>
            error instanceof PendingMigrations
              ? error.message
              : 'the applied migrations could not be read',
          ),
          probe(
            async () => app.storage.check?.(),
            (error) =>
              error instanceof StorageUnavailableError ? error.message : 'the file storage failed',
          ),
          redisPing
            ? probe(
                () => redisPing(),
                () => 'Redis did not answer',
              )
            : Promise.resolve(undefined),
        ]);
        const checks = { database, migrations, files, ...(redis ? { redis } : {}) };
        if (Object.values(checks).every((check) => check.ok)) {
          return { status: 'ready' as const, ...checks };
        }
        const problems = Object.fromEntries(
          Object.entries(checks).flatMap(([name, check]) =>
            check.ok ? [] : [[name, check.problem]],
          ),
        );
        app.log.warn(problems, 'readiness check failed: this instance answers 503 on /ready');
        return reply.status(503).send({ status: 'unavailable' as const, ...checks });
      },
    );
  };

/**
 * Logged at start: what /ready would answer, so a wrong bucket shows in the first lines; and
 * several instances (REDIS_URL) each keeping files in their own DATA_DIR/files, where a file
 * uploaded through one is missing on the others.
 */
export async function checkStorageAtStart(
  storage: { check?(): Promise<void> },
  config: Pick<Config, 'redisUrl' | 'storage'>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
) {
  if (config.redisUrl && config.storage.kind === 'local') {
    log.warn(
      "REDIS_URL is set (several instances) but uploaded files are kept in this instance's DATA_DIR/files: " +
        'a file uploaded through one instance is missing on the others. Set S3_BUCKET, or make DATA_DIR/files one volume all instances share',
    );
  }
  try {
    await storage.check?.();
  } catch (error) {
    const problem = error instanceof StorageUnavailableError ? error.message : 'unknown';
    log.error(
      { problem, error: describeError(error) },
      `file storage unavailable: ${problem}; GET /ready answers 503 and uploads fail until it is fixed`,
    );
  }
}
