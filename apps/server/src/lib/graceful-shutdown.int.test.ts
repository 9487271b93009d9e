import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { closeGracefully } from './graceful-shutdown.js';

/** A promise the test settles by hand: routes wait on it instead of on the clock. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Resolves once `condition` holds, checked on every turn of the event loop. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The real app, listening on loopback, with routes that answer once the test opens `release`:
 * /held answers, /held-then-query queries the database first. `started` counts their handlers.
 */
async function listeningAppWithHeldRoutes() {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
    database,
    jwtSecret: randomBytes(32),
    hmacSecret: randomBytes(32),
    logger: false,
    startWorker: false,
  });
  const release = gate();
  const state = { started: 0, clientGone: false, outcomes: [] as string[] };
  app.get('/held', { config: { public: true } }, async () => {
    state.started += 1;
    await release.opened;
    return { done: true };
  });
  app.get('/held-then-query', { config: { public: true } }, async (request) => {
    state.started += 1;
    request.raw.once('close', () => {
      state.clientGone = true;
    });
    await release.opened;
    try {
      await app.db.execute(sql`select 1`);
      state.outcomes.push('queried');
    } catch {
      state.outcomes.push('database closed');
    }
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, release, state, port, url: `http://127.0.0.1:${port}` };
}

/** One GET on a connection of its own: its status, or the network error's code. */
const get = (port: number, path: string) =>
  new Promise<number | string>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });

describe('graceful shutdown', { timeout: 60_000 }, () => {
  test('a request in flight when shutdown starts is answered before the database closes', async () => {
    const { app, database, release, state, url } = await listeningAppWithHeldRoutes();
    const inFlight = fetch(`${url}/held`);
    await until(() => state.started === 1);
    const closing = closeGracefully(app, database, 30_000);
    release.open();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    expect(await closing).toBe(true);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  test('issue 24: a burst of 50 requests sent as shutdown starts is answered in full, none reset', async () => {
    const { app, database, release, state, port } = await listeningAppWithHeldRoutes();
    const burst = Array.from({ length: 50 }, () => get(port, '/held'));
    // The signal comes while the first requests are being handled and the rest are on their way.
    await until(() => state.started >= 1);
    const closing = closeGracefully(app, database, 30_000);
    release.open();
    const statuses = await Promise.all(burst);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await closing).toBe(true);
  });

  test('a handler whose client went away still has its database until it settles', async () => {
    const { app, database, release, state, url } = await listeningAppWithHeldRoutes();
    const gone = new AbortController();
    const abandoned = fetch(`${url}/held-then-query`, { signal: gone.signal }).catch(() => null);
    await until(() => state.started === 1);
    gone.abort();
    await abandoned;
    await until(() => state.clientGone);
    const closing = closeGracefully(app, database, 30_000);
    release.open();
    expect(await closing).toBe(true);
    expect(state.outcomes).toEqual(['queried']);
  });

  test('a request that outlasts the grace period does not hold the shutdown', async () => {
    const { app, database, release, state, url } = await listeningAppWithHeldRoutes();
    const inFlight = fetch(`${url}/held`).catch(() => null);
    await until(() => state.started === 1);
    // The handler is still waiting for its gate when shutdown gives up on it.
    expect(await closeGracefully(app, database, 300)).toBe(false);
    release.open();
    await inFlight;
  });
});
