import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { closeGracefully } from './graceful-shutdown.js';

/** The real app, listening on loopback, with one extra route that answers after `delayMs`. */
async function listeningAppWithSlowRoute(delayMs: number) {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
    database,
    jwtSecret: randomBytes(32),
    hmacSecret: randomBytes(32),
    logger: false,
    startWorker: false,
  });
  app.get('/slow', { config: { public: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { done: true };
  });
  const outcomes: string[] = [];
  app.get('/slow-then-query', { config: { public: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      await app.db.execute(sql`select 1`);
      outcomes.push('queried');
    } catch {
      outcomes.push('database closed');
    }
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, outcomes, url: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  test('a request in flight when shutdown starts is answered before the database closes', async () => {
    const { app, database, url } = await listeningAppWithSlowRoute(800);
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = closeGracefully(app, database, 10_000);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await closing).toBe(true);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  test('a handler whose client went away still has its database until it settles', async () => {
    const { app, database, outcomes, url } = await listeningAppWithSlowRoute(600);
    const gone = new AbortController();
    const abandoned = fetch(`${url}/slow-then-query`, { signal: gone.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    gone.abort();
    await abandoned;
    expect(await closeGracefully(app, database, 10_000)).toBe(true);
    expect(outcomes).toEqual(['queried']);
  });

  test('a request that outlasts the grace period does not hold the shutdown', async () => {
    const { app, database, url } = await listeningAppWithSlowRoute(5_000);
    const inFlight = fetch(`${url}/slow`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expect(await closeGracefully(app, database, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    await inFlight;
  });
});
