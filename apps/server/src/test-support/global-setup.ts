import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteExtensions } from '../db/database.js';
import { adminUrl } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template per run: a PGlite dump that each test file loads (a fresh instance costs
 * seconds), or, with TEST_DATABASE_URL, a PostgreSQL template database each file clones. The
 * template's name is the run's own, so runs from several work trees can share one server.
 */
export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const templateName = `clinicall_template_${randomBytes(4).toString('hex')}`;
    await onServer(testDatabaseUrl, `create database ${templateName}`);
    const template = await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, templateName) });
    await template.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', templateName);
    return () => onServer(testDatabaseUrl, `drop database if exists ${templateName} with (force)`);
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'clinicall-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}

async function onServer(testDatabaseUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl(testDatabaseUrl), user: 'postgres' });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
