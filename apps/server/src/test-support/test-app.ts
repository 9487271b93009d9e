import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { openTestDatabase } from './test-database.js';

export type TestContext = { app: App; database: Database; close(): Promise<void> };

/** Builds the real app on a fresh database; `env` overrides configuration like the process would. */
export async function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: randomBytes(32),
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
