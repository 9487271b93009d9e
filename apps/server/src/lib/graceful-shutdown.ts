import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * Stops accepting connections, lets the requests in flight finish (Fastify's close, which then
 * stops the job worker through onClose) and the handlers of requests whose client went away
 * settle, for at most `graceMs` in all, then closes the database.
 * Resolves true when everything finished within the grace period.
 */
export async function closeGracefully(app: FastifyInstance, database: Database, graceMs: number) {
  const grace = new AbortController();
  // close() ends the connections that are idle when it starts; a keep-alive connection whose
  // request finishes later would hold it for the keep-alive timeout (72 s), so sweep again.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const finished = await Promise.race([
    app
      .close()
      .then(() => app.handlers.settled())
      .then(() => true),
    sleep(graceMs, false, { signal: grace.signal }).catch(() => false),
  ]);
  clearInterval(sweep);
  grace.abort();
  if (!finished) app.log.warn('requests still running after the grace period; closing anyway');
  await database.close().catch(() => undefined);
  return finished;
}
