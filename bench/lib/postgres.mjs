// Creates and drops the throw-away PostgreSQL database a benchmark runs against.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the bench database lives on; only loopback is expected here. */
export const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin(/** @type {(client: pg.Client) => Promise<void>} */ fn) {
  // `user` is explicit: with no USER in the environment, pg would fail every connection.
  const client = new pg.Client({ connectionString: adminUrl, user: 'postgres' });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `clinicall_bench_<random>`; returns its name and a DATABASE_URL for it. */
export async function createBenchDatabase() {
  const name = `clinicall_bench_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`).then(() => undefined));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (!url.username) url.username = 'postgres';
  return { name, databaseUrl: url.toString() };
}

/** Drops the database, ending any connection still open on it. */
export async function dropBenchDatabase(/** @type {string} */ name) {
  if (!/^clinicall_bench_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withAdmin((client) =>
    client.query(`drop database if exists ${name} with (force)`).then(() => undefined),
  );
}
