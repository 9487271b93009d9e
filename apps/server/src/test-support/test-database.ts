import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { adminUrl } from './postgres-template.js';

/** A fresh database for one test file, on PGlite or (with TEST_DATABASE_URL) on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) {
    const dump = await readFile(inject('pgliteTemplate'));
    return openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  }
  const created = await createPostgresTestDatabase(testDatabaseUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A migrated PostgreSQL database cloned from the run's template; `drop` removes it. */
export async function createPostgresTestDatabase(testDatabaseUrl: string) {
  const name = `clinicall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl, user: 'postgres' });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  return {
    name,
    url: adminUrl(testDatabaseUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl, user: 'postgres' });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
