import type { Socket } from 'node:net';
import pg from 'pg';

/**
 * How long a lent connection may hear nothing before the database is asked, on a connection of its
 * own, whether it still answers. A stopped server (SIGSTOP, a frozen host, a partition) keeps its
 * connections open and silent: without this a request would wait until nginx gave up on it.
 */
export const STALL_LIMIT_MS = 10_000;

/** Why a stalled connection was dropped: ETIMEDOUT, which the error handler answers with 503. */
const stalled = () =>
  Object.assign(new Error('the database stopped answering: connection dropped'), {
    code: 'ETIMEDOUT',
  });

/** Whether the server answers a new connection (within the config's connection timeout). */
async function answersNewConnection(config: pg.ClientConfig, timeoutMs: number) {
  const client = new pg.Client({ ...config, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    void client.end().catch(() => undefined);
  }
}

/**
 * Drops a lent connection that has heard nothing for `limitMs` while the database answers no new
 * connection either. A silent connection of a live server (a lock wait, the seed's advisory lock, a
 * long report) is left alone and watched again. Destroying the socket fails its queries with a
 * connection error and keeps it out of the pool; the server, once it runs again, finds the session
 * gone and rolls its transaction back. Idle connections wait for work, not for the database: they
 * are not watched. One check at a time serves every stalled connection.
 */
export function dropStalledConnections(
  pool: pg.Pool,
  settings: { limitMs: number; clientConfig: pg.ClientConfig },
) {
  const socketOf = (client: pg.ClientBase) => (client as pg.PoolClient).connection.stream as Socket;
  const lent = new WeakSet<Socket>();
  let checking: Promise<boolean> | undefined;
  const serverAnswers = () =>
    (checking ??= answersNewConnection(settings.clientConfig, settings.limitMs).finally(() => {
      checking = undefined;
    }));

  pool.on('connect', (client) => {
    const socket = socketOf(client);
    socket.on('timeout', () => {
      void serverAnswers().then((alive) => {
        if (!lent.has(socket)) return;
        if (alive) socket.setTimeout(settings.limitMs);
        else socket.destroy(stalled());
      });
    });
  });
  pool.on('acquire', (client) => {
    const socket = socketOf(client);
    lent.add(socket);
    socket.setTimeout(settings.limitMs);
  });
  pool.on('release', (_error, client) => {
    const socket = socketOf(client);
    lent.delete(socket);
    socket.setTimeout(0);
  });
}
