import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createLocalFileStorage } from '../modules/storage/local-file-storage.js';
import { openTestDatabase } from './test-database.js';

export type TestContext = { app: App; database: Database; close(): Promise<void> };

/** Each test database's HMAC secret: instances of one installation share it, as in production. */
const installationSecrets = new WeakMap<Database, Uint8Array>();

/**
 * Builds the real app on a fresh database; `env` overrides configuration like the process would.
 * Given a `database`, the app shares it (a second instance of one installation) and leaves it open.
 * The job worker does not poll: tests run queued jobs with `app.jobs.drain()`, deterministically.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    extraRoutes?: FastifyPluginAsync[];
    /** The token secret; given, a second app (a restarted or sibling instance) accepts the first's tokens. */
    jwtSecret?: Uint8Array;
    /**
     * Instances behind one load balancer share it: each accepts the others' room passes and counts
     * limits under the same key hashes. By default a second app on a `database` takes the first's.
     */
    hmacSecret?: Uint8Array;
  } & Pick<
    AppOptions,
    | 'mailTransport'
    | 'smsTransport'
    | 'jobs'
    | 'logger'
    | 'clock'
    | 'paymentGateway'
    | 'realtimeSessionCheckMs'
  > = {},
): Promise<TestContext> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const hmacSecret = options.hmacSecret ?? installationSecrets.get(database) ?? randomBytes(32);
  if (!installationSecrets.has(database)) installationSecrets.set(database, hmacSecret);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Files that book many appointments as one account; the caps' own tests set theirs.
    BOOKING_OPEN_REQUESTS_PER_PROVIDER: '1000',
    BOOKING_OPEN_REQUESTS_OVERALL: '1000',
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  // Each app keeps its uploads in a folder of its own, removed when it closes.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'clinicall-files-'));
  const app = await buildApp({
    config,
    database,
    storage: createLocalFileStorage(filesDir),
    jwtSecret: options.jwtSecret ?? randomBytes(32),
    hmacSecret,
    logger: options.logger ?? false,
    startWorker: false,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.smsTransport ? { smsTransport: options.smsTransport } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
    ...(options.realtimeSessionCheckMs
      ? { realtimeSessionCheckMs: options.realtimeSessionCheckMs }
      : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh app for the current test file; its fields are read once `beforeAll` has run. */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const current = () => {
    if (!ctx) throw new Error('the test app is used before beforeAll ran');
    return ctx;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}
