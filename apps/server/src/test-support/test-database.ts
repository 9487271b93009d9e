import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { adminUrl } from './postgres-template.js';

/**
 * The run's migrated PGlite dump, read once per worker: workers run many files one after another
 * (no isolation between files), and each file's database is loaded from the same bytes.
 */
let pgliteTemplate: { file: string; dump: Promise<Blob> } | undefined;

/** A fresh database for one test file, on PGlite or (with TEST_DATABASE_URL) on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) {
    const file = inject('pgliteTemplate');
    if (pgliteTemplate?.file !== file) {
      pgliteTemplate = { file, dump: readFile(file).then((bytes) => new Blob([bytes])) };
    }
    return openDatabase({ memory: true, loadDataDir: await pgliteTemplate.dump });
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
