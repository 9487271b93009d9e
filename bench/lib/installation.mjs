// The throw-away installation a PostgreSQL benchmark runs against: a bench database with its
// admin, a data folder, a generator connection, and the built server signed in, each removed on
// the way out.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './cleanup.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres.mjs';
import { createAdmin, signIn, startServer, stopServer, waitHealthy } from './server.mjs';

/** The super admin the create-admin CLI makes; generated accounts share its password hash. */
export const BENCH_ADMIN = { email: 'bench-admin@clinicall.example', password: 'Bench12345' };

/**
 * Creates the bench database and data folder, migrates them through the create-admin CLI, and
 * opens a connection for the generator.
 * @param {string} name the benchmark's name, for its data folder
 * @returns {Promise<{ env: Record<string, string>, db: pg.Client, databaseUrl: string }>}
 */
export async function benchInstallation(name) {
  const database = await createBenchDatabase();
  onCleanup(`drop database ${database.name}`, () => dropBenchDatabase(database.name));
  const dataDir = await mkdtemp(path.join(tmpdir(), `clinicall-bench-${name}-`));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    HMAC_SECRET: randomBytes(32).toString('base64url'),
    // Production refuses to start without a mail server and its public address (issue 24).
    ALLOW_NO_SMTP: 'true',
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
  };
  await createAdmin(env, BENCH_ADMIN); // migrates the database
  const db = new pg.Client({ connectionString: database.databaseUrl, user: 'postgres' });
  await db.connect();
  onCleanup('close the generator connection', () => db.end());
  return { env, db, databaseUrl: database.databaseUrl };
}

/**
 * The admin's password hash: every generated account shares it (hashing thousands would take hours).
 * @param {pg.Client} db
 */
export async function sharedPasswordHash(db) {
  const { rows } = await db.query('select password_hash from users where email = $1', [
    BENCH_ADMIN.email,
  ]);
  return /** @type {string} */ (rows[0].password_hash);
}

/**
 * Runs the generator's statements in order.
 * @param {pg.Client} db
 * @param {Array<[string, unknown[]]>} steps
 */
export async function runSteps(db, steps) {
  for (const [sql, params] of steps) await db.query(sql, params);
}

/**
 * Starts the built server on the installation, waits until it is healthy and signs `user` in.
 * @param {Record<string, string>} env
 * @param {{ email: string, password: string }} user
 * @param {string[]} [script] another entry script and its arguments (see `startServer`)
 */
export async function startSignedIn(env, user, script) {
  const server = await startServer(env, undefined, script);
  onCleanup(`stop server ${server.pid}`, () => stopServer(server));
  await waitHealthy(server);
  const headers = { authorization: `Bearer ${await signIn(server.url, user)}` };
  return { server, headers };
}
