import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { REDIS_URL, redisReachable, testRedisPrefix } from '../../test-support/redis.js';
import { createLocalFileStorage, startS3Server } from '../../test-support/s3-server.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import type { FileStorage } from '../storage/file-storage.js';
import { checkStorageAtStart } from './readiness.routes.js';

let s3server: Awaited<ReturnType<typeof startS3Server>> | undefined;

beforeAll(async () => {
  s3server = await startS3Server(['clinicall-ready']);
});

afterAll(async () => {
  await s3server?.stop();
});

const s3 = (bucket: string) => {
  if (!s3server) throw new Error('s3rver is used before beforeAll ran');
  return s3server.storage(bucket);
};

/** What a logger was told, level and line. */
const recorder = () => {
  const lines: string[] = [];
  const at = (level: string) => (fieldsOrMessage: object | string, message?: string) =>
    lines.push(`${level}: ${typeof fieldsOrMessage === 'string' ? fieldsOrMessage : message}`);
  return { lines, log: { error: at('error'), warn: at('warn') } };
};

async function appWith(storage: FileStorage, env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', ...env }),
    database,
    storage,
    jwtSecret: randomBytes(32),
    hmacSecret: randomBytes(32),
    logger: false,
    startWorker: false,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('issue 24: readiness and the file storage', { timeout: 60_000 }, () => {
  test('GET /ready answers 200 when the database and the bucket answer', async () => {
    const { app, close } = await appWith(s3('clinicall-ready'));
    try {
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: { ok: true },
        migrations: { ok: true },
        files: { ok: true },
      });
    } finally {
      await close();
    }
  });

  test('a missing S3 bucket is found at start and by GET /ready (503), not by the first upload', async () => {
    const missing = s3('no-such-bucket');
    const { lines, log } = recorder();
    await checkStorageAtStart(missing, { redisUrl: undefined, storage: { kind: 'local' } }, log);
    expect(lines).toEqual([
      expect.stringMatching(
        /^error: file storage unavailable: the S3 bucket no-such-bucket does not exist; GET \/ready answers 503/,
      ),
    ]);
    const { app, close } = await appWith(missing);
    try {
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: { ok: true },
        migrations: { ok: true },
        files: { ok: false, problem: 'the S3 bucket no-such-bucket does not exist' },
      });
    } finally {
      await close();
    }
  });

  test('several instances (REDIS_URL) keeping files in their own folder are warned about at start', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'clinicall-files-'));
    const { lines, log } = recorder();
    await checkStorageAtStart(
      createLocalFileStorage(folder),
      { redisUrl: 'redis://127.0.0.1:6379', storage: { kind: 'local' } },
      log,
    );
    expect(lines).toEqual([expect.stringMatching(/^warn: REDIS_URL is set .* Set S3_BUCKET/)]);
    await rm(folder, { recursive: true, force: true });
  });

  test('item 5: a migration this build has and the database lacks fails /ready, naming both', async () => {
    const { app, close } = await appWith(s3('clinicall-ready'));
    try {
      await app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: { ok: true },
        migrations: {
          ok: false,
          problem: expect.stringMatching(
            /^1 migration\(s\) not applied: the database has \d{4}_\w+, this build needs \d{4}_\w+$/,
          ),
        },
        files: { ok: true },
      });
      // Liveness is not readiness: /health still answers.
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  test('item 5: a database that does not answer fails /ready with a body holding no secret', async () => {
    const { app, close } = await appWith(s3('clinicall-ready'));
    try {
      await app.database.close();
      const ready = await app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: { ok: false, problem: 'the database did not answer' },
        migrations: { ok: false, problem: 'the applied migrations could not be read' },
        files: { ok: true },
      });
      expect(ready.body).not.toMatch(/select|postgres:|S3RVER|secret/i);
    } finally {
      await close().catch(() => undefined);
    }
  });

  test('item 5: with REDIS_URL, /ready checks Redis: answered, or 503 when it does not answer', async () => {
    const unreachable = await appWith(s3('clinicall-ready'), {
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    try {
      const ready = await unreachable.app.inject({ url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        database: { ok: true },
        redis: { ok: false, problem: 'Redis did not answer' },
      });
    } finally {
      await unreachable.close();
    }
    if (!(await redisReachable())) return;
    const reachable = await appWith(s3('clinicall-ready'), {
      REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
    });
    try {
      const ready = await reachable.app.inject({ url: '/ready' });
      expect(ready.json()).toMatchObject({ status: 'ready', redis: { ok: true } });
    } finally {
      await reachable.close();
    }
  });
});
