import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/database.js';
import { TEMPLATE_DB, adminUrl } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template per run: a PGlite dump that each test file loads (a fresh instance costs
 * seconds), or, with TEST_DATABASE_URL, a PostgreSQL template database each file clones.
 */
export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(testDatabaseUrl), user: 'postgres' });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, TEMPLATE_DB) });
    await template.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'clinicall-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
