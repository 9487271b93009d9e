import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { LISTENER_NAME } from '../db/postgres-listener.js';

/** A change no trigger announces: what only a stale cached answer would not show. */
export async function silently(db: Executor, work: (tx: Executor) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });
}

/**
 * What a PostgreSQL restart or an operator's pg_terminate_backend does to every instance's
 * dedicated listening connections; the answer is how many were ended.
 */
export async function terminateListeners(db: Executor) {
  const [killed] = await db
    .select({ count: sql<number>`count(pg_terminate_backend(pid))::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and application_name = ${LISTENER_NAME}`);
  return killed?.count ?? 0;
}

/**
 * How long a test waits for an instance to notice its listening connection was ended, and to
 * listen again (retries from 0.25 s, doubling): under a loaded CI machine, seconds.
 */
export const RECONNECTING = { timeout: 10_000 };

/**
 * On PostgreSQL an instance hears its own commits twice: on the pooled connection that made them,
 * before COMMIT returns, and a moment later on its dedicated listening connection, which drops
 * again what was cached in between. A test that shows an answer kept in the cache first waits out
 * that second delivery (PGlite delivers once, at commit).
 */
export async function notificationsSettled() {
  if (process.env.TEST_DATABASE_URL) await setTimeout(100);
}
