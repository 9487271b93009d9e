import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { startDraining } from './draining.js';

/** How long no new connection must arrive before the listening socket closes. */
const QUIET_MS = 150;

/**
 * Resolves once no connection has been accepted for `quietMs`, or at `until`. Connections a client
 * has opened but the process has not accepted yet wait in the kernel's backlog, and closing the
 * listening socket resets them: requests already sent would fail with ECONNRESET (issue 24).
 */
function untilNoNewConnections(server: Server, quietMs: number, until: number) {
  return new Promise<void>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      server.off('connection', arm);
      resolve();
    };
    function arm() {
      clearTimeout(timer);
      const left = until - Date.now();
      timer = setTimeout(done, Math.max(0, Math.min(quietMs, left)));
    }
    server.on('connection', arm);
    arm();
  });
}

/**
 * SIGTERM's shutdown, within `graceMs` in all: answers every request received, stops accepting
 * once the backlog is drained, lets the requests in flight finish (Fastify's close, which then
 * stops the job worker through onClose) and the handlers of requests whose client went away
 * settle, then closes the database. Every answer from the start says `Connection: close`.
 * Resolves true when everything finished within the grace period.
 */
export async function closeGracefully(app: FastifyInstance, database: Database, graceMs: number) {
  const deadline = Date.now() + graceMs;
  startDraining(app);
  // No idle connection is closed yet: one accepted a moment ago may carry a request on its way.
  // Fastify's close closes those still idle once the backlog is drained. At most half the grace
  // period goes to accepting; the rest is for answering.
  await untilNoNewConnections(app.server, QUIET_MS, Date.now() + graceMs / 2);
  const grace = new AbortController();
  const finished = await Promise.race([
    app
      .close()
      .then(() => app.handlers.settled())
      .then(() => true),
    sleep(Math.max(0, deadline - Date.now()), false, { signal: grace.signal }).catch(() => false),
  ]);
  grace.abort();
  if (!finished) app.log.warn('requests still running after the grace period; closing anyway');
  await database.close().catch(() => undefined);
  return finished;
}
