import { createServer } from 'node:net';
import { describe, expect, test } from 'vitest';
import { StartupError } from '../lib/startup-error.js';
import { startTcpProxy } from '../test-support/tcp-proxy.js';
import { createPostgresTestDatabase } from '../test-support/test-database.js';
import { connectWithRetry } from './connect-with-retry.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Collects what the retry loop logs, one entry per line it would print. */
const collectingLog = () => {
  const lines: { fields: object; message: string }[] = [];
  return { lines, warn: (fields: object, message: string) => lines.push({ fields, message }) };
};

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('connecting at start-up', () => {
  test('an unreachable database is retried with one clear line per attempt, then start-up gives up', async () => {
    const log = collectingLog();
    const started = Date.now();
    const port = await closedPort();
    const failure = await connectWithRetry(
      { databaseUrl: `postgres://postgres@127.0.0.1:${port}/clinicall` },
      { timeoutMs: 2_000, firstDelayMs: 200, log },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).exitCode).toBe(69);
    expect((failure as StartupError).message).toMatch(
      /did not answer within 2 s .*ECONNREFUSED.*DATABASE_CONNECT_TIMEOUT/,
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(log.lines.length).toBeGreaterThanOrEqual(2);
    for (const line of log.lines) {
      expect(line.message).toMatch(/^database not reachable \(ECONNREFUSED\); trying again in/);
      expect(JSON.stringify(line)).not.toContain('    at ');
    }
  });

  test.skipIf(!testDatabaseUrl)(
    'a database that comes up while start-up waits is used (PostgreSQL only)',
    async () => {
      const created = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      const direct = new URL(created.url);
      const proxy = await startTcpProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      await proxy.cut();
      const proxied = new URL(created.url);
      proxied.host = `127.0.0.1:${proxy.port}`;
      const log = collectingLog();
      try {
        const opening = connectWithRetry(
          { databaseUrl: proxied.toString() },
          { timeoutMs: 30_000, firstDelayMs: 200, log },
        );
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await proxy.restore();
        const database = await opening;
        await database.ping();
        await database.close();
        expect(log.lines.length).toBeGreaterThanOrEqual(1);
      } finally {
        proxy.close();
        await created.drop();
      }
    },
  );
});
