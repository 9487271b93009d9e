import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
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

async function appWith(storage: FileStorage) {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
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
});
