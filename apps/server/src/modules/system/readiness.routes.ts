import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { z } from 'zod';
import { describeError } from '../../lib/safe-error.js';
import { StorageUnavailableError } from '../storage/file-storage.js';

const Check = z.object({ ok: z.boolean(), problem: z.string().optional() });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: Check,
  files: Check,
});

/**
 * GET /ready: whether this instance can serve every request, for a load balancer's readiness
 * check. Unlike /health (the database only), it also needs the file storage: a missing S3 bucket
 * keeps the instance out of rotation instead of failing its first upload (issue 24).
 */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = async (check: () => Promise<void>) => {
    try {
      await check();
      return { ok: true };
    } catch (error) {
      const problem =
        error instanceof StorageUnavailableError ? error.message : 'the database did not answer';
      return { ok: false, problem };
    }
  };

  app.get(
    '/ready',
    {
      config: { access: 'open' },
      schema: {
        tags: ['system'],
        summary: '200 only when the database and the file storage answer',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const [database, files] = await Promise.all([
        probe(() => app.database.ping()),
        probe(async () => app.storage.check?.()),
      ]);
      if (database.ok && files.ok) return { status: 'ready' as const, database, files };
      app.log.warn(
        { database: database.problem, files: files.problem },
        'readiness check failed: this instance answers 503 on /ready',
      );
      return reply.status(503).send({ status: 'unavailable' as const, database, files });
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
