import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { Role } from '@clinicall/shared/roles';
import { bearer, createSignedInUser } from '../test-support/factories.js';
import { startTcpProxy } from '../test-support/tcp-proxy.js';
import { createPostgresTestDatabase } from '../test-support/test-database.js';
import { createTestApp } from '../test-support/test-app.js';
import { isConnectionError } from './connection-errors.js';
import { openDatabase } from './database.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)(
  'PostgreSQL outages (PostgreSQL only: PGlite runs inside the process and has no connection to lose)',
  () => {
    test('terminated connections and an unreachable database answer 503, never crash, and the server recovers', async () => {
      const created = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      const direct = new URL(created.url);
      const proxy = await startTcpProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const proxied = new URL(created.url);
      proxied.host = `127.0.0.1:${proxy.port}`;
      // Issue 24: what the operator is told about the notifications' connection, lost and back.
      const said: string[] = [];
      const log = {
        warn: (_fields: object, message: string) => said.push(message),
        info: (_fields: object, message: string) => said.push(message),
      };
      const database = await openDatabase({ databaseUrl: proxied.toString(), log });
      const ctx = await createTestApp({ database });
      const admin = new pg.Client({ connectionString: created.url, user: 'postgres' });
      await admin.connect();
      try {
        const { token } = await createSignedInUser(ctx.app, Role.patient);
        const account = () => ctx.app.inject({ url: '/api/account', headers: bearer(token) });
        expect((await account()).statusCode).toBe(200);

        // What a PostgreSQL restart or an operator's pg_terminate_backend does to the pool.
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const response = await account();
          statuses.push(response.statusCode);
          if (response.statusCode === 503) {
            expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
          }
        }
        expect(
          statuses.every((s) => s === 200 || s === 503),
          String(statuses),
        ).toBe(true);
        expect(statuses.at(-1)).toBe(200);

        await proxy.cut();
        // The session is answered from memory until this instance sees its listening connection
        // gone (its next turn of the event loop); from then on every request asks the database.
        await expect.poll(async () => (await account()).statusCode).toBe(503);
        const down = await account();
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({
          code: 'DATABASE_UNAVAILABLE',
          errorMessage: expect.stringContaining('unavailable'),
        });
        const health = await ctx.app.inject({ url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({
          status: 'unavailable',
          code: 'DATABASE_UNAVAILABLE',
        });

        await proxy.restore();
        await expect.poll(async () => (await account()).statusCode).toBe(200);
        expect((await ctx.app.inject({ url: '/health' })).statusCode).toBe(200);
        expect(said).toContain(
          'database notifications lost; what depends on them is bypassed until they are back',
        );
        await expect
          .poll(() => said)
          .toContain('database notifications are back; caches follow them again');
      } finally {
        await admin.end();
        await ctx.close();
        proxy.close();
        await created.drop();
      }
    });

    test('a database that stops answering (SIGSTOP) fails requests with 503 in bounded time, rolls back the transaction in flight, and is used again once it answers', async () => {
      const created = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      const direct = new URL(created.url);
      const proxy = await startTcpProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const proxied = new URL(created.url);
      proxied.host = `127.0.0.1:${proxy.port}`;
      // A second's silence makes the instance ask the database whether it still answers.
      const database = await openDatabase({ databaseUrl: proxied.toString(), stallLimitMs: 1_000 });
      const ctx = await createTestApp({ database });
      const admin = new pg.Client({ connectionString: created.url, user: 'postgres' });
      await admin.connect();
      try {
        const { token } = await createSignedInUser(ctx.app, Role.patient);
        const account = () => ctx.app.inject({ url: '/api/account', headers: bearer(token) });
        expect((await account()).statusCode).toBe(200);
        // Silence from a server that answers (a long query, a lock wait) is left alone.
        await database.db.execute(sql`select pg_sleep(2.5)`);

        let inside!: () => void;
        const begun = new Promise<void>((resolve) => (inside = resolve));
        let stop!: () => void;
        const stopped = new Promise<void>((resolve) => (stop = resolve));
        const writing = database.db.transaction(async (tx) => {
          await tx.execute(sql`create table written_before_the_stop (note text)`);
          await tx.execute(sql`insert into written_before_the_stop values ('half')`);
          inside();
          await stopped;
          await tx.execute(sql`insert into written_before_the_stop values ('other half')`);
        });
        await begun;
        proxy.pause({ drop: false });
        stop();
        // Each wait is bounded: the silence (1 s), then the check's connection timeout (5 s).
        const bounded = async <T>(work: Promise<T>) => {
          const started = Date.now();
          const outcome = await work;
          expect(Date.now() - started).toBeLessThan(10_000);
          return outcome;
        };
        const failure = await bounded(
          writing.then(
            () => null,
            (error: unknown) => error,
          ),
        );
        expect(isConnectionError(failure), String(failure)).toBe(true);
        // Cached sessions answer from memory until the notifications' connection is found silent
        // too (its heartbeat); from then on every request asks the database, and waits no longer.
        let down: Awaited<ReturnType<typeof account>> | undefined;
        await expect
          .poll(async () => (down = await bounded(account())).statusCode, { timeout: 30_000 })
          .toBe(503);
        expect(down?.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect((await bounded(ctx.app.inject({ url: '/health' }))).statusCode).toBe(503);

        proxy.resume();
        await expect
          .poll(async () => (await account()).statusCode, { timeout: 15_000, interval: 500 })
          .toBe(200);
        const left = await admin.query(`select to_regclass('written_before_the_stop') as name`);
        expect(left.rows).toEqual([{ name: null }]);
      } finally {
        await admin.end();
        await ctx.close();
        proxy.close();
        await created.drop();
      }
    }, 90_000);
  },
);
