import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { makePrivate } from '../lib/private-files.js';
import { listenOnPglite, type Listen } from './notifications.js';
import { postgresNotifications } from './postgres-listener.js';
import { schema, type Schema } from './schema.js';
import { STALL_LIMIT_MS, dropStalledConnections } from './stalled-connections.js';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repository methods take either the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY: what other instances (and this one) committed. */
  listen: Listen;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** node-postgres' connection pool (PostgreSQL only): its totals are exported as metrics. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The extensions the migrations create, which PGlite must be given at start (PostgreSQL ships them
 * in its contrib package): btree_gist backs the no-double-booking constraint, pg_trgm the in-mail
 * search's trigram indexes.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

/** Arbitrary constant: serialises migrations (and the demo seed) when several instances start at once. */
export const MIGRATION_LOCK = 724_311;

/** Where connection losses are reported; they are expected events, not crashes. */
export type DatabaseLog = {
  warn(fields: object, message: string): void;
  info?(fields: object, message: string): void;
};

export type DatabaseOptions =
  | { databaseUrl: string; log?: DatabaseLog; stallLimitMs?: number }
  | { dataDir: string; loadDataDir?: Blob | File }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    return openPostgres(options.databaseUrl, options.log, options.stallLimitMs ?? STALL_LIMIT_MS);
  }
  return openPglite(options);
}

async function openPostgres(
  databaseUrl: string,
  log: DatabaseLog | undefined,
  stallLimitMs: number,
): Promise<Database> {
  const url = new URL(databaseUrl);
  // pg takes the OS user when the URL names none; the process may have no USER at all.
  const clientConfig = {
    connectionString: databaseUrl,
    user: url.username ? undefined : 'postgres',
    // Without a limit, a request waits forever for a connection to an unreachable server.
    connectionTimeoutMillis: 5_000,
  };
  const notifications = postgresNotifications(clientConfig, log);
  const pool = new pg.Pool({
    ...clientConfig,
    max: 10,
    // pg-pool (3.14, as pg ^8.23 requires) waits for this promise before lending a new connection;
    // @types/pg declares the hook as returning nothing.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: notifications.onConnect,
  });
  // A server restart or pg_terminate_backend makes every open connection emit 'error'; with no
  // listener Node would end the process. The pool drops those clients and opens new ones later.
  const connectionLost = (error: Error) =>
    log?.warn({ code: (error as { code?: unknown }).code }, 'database connection lost');
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  dropStalledConnections(pool, { limitMs: stallLimitMs, clientConfig });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    pool,
    listen: notifications.listen,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  options:
    { dataDir: string; loadDataDir?: Blob | File } | { memory: true; loadDataDir?: Blob | File },
): Promise<Database> {
  if ('dataDir' in options) await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...('dataDir' in options ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dataDir = 'dataDir' in options ? options.dataDir : undefined;
  // Start-up does not wait for the walk over the database's 1,200-odd files (a fifth of a second):
  // makePrivate closes the folder itself first, so nothing inside is reachable meanwhile. A failure
  // here resurfaces in close(), which waits for this walk and then walks again.
  const walked = dataDir ? makePrivate(dataDir).catch(() => undefined) : undefined;
  return {
    db,
    kind: 'pglite',
    listen: listenOnPglite(client),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await walked;
      await client.close();
      if (dataDir) await makePrivate(dataDir);
    },
  };
}
