import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ENV } from '@clinicall/shared/constants';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../db/database.js';
import { migrationTag } from './migration-tag.js';
import { copyFilesOut } from './file-copy.js';
import { installationSecrets, type Installation } from './installation.js';
import { writeManifest, type Manifest } from './manifest.js';
import { keepDatabaseEntries } from './pglite-archive.js';
import { libpqEnvironment, runTool } from './postgres-tools.js';
import { latestMigrationTime, tableCensus, type Query } from './table-census.js';

type DatabasePart = Omit<Manifest['database'], 'migration'> & { migrationTime: number | null };

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot, pg_dump dumps exactly that
 * snapshot (`--snapshot`), and the rows are counted in it: the manifest's counts are the dump's,
 * however busy the installation is meanwhile.
 */
async function dumpPostgres(databaseUrl: string, folder: string): Promise<DatabasePart> {
  const env = libpqEnvironment(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl, user: env.PGUSER });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${path.join(folder, 'database.dump')}`,
      ],
      env,
    );
    const query: Query = (text) => client.query(text);
    const tables = await tableCensus(query);
    const migrationTime = await latestMigrationTime(query);
    await client.query('commit');
    return { kind: 'postgres', file: 'database.dump', tables: counts(tables), migrationTime };
  } finally {
    await client.end();
  }
}

/** PGlite: its data directory as PGlite archives it, PostgreSQL's own entries only. */
async function dumpPglite(dataDir: string, folder: string): Promise<DatabasePart> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  try {
    const query: Query = (text) => client.query(text);
    const tables = await tableCensus(query);
    const migrationTime = await latestMigrationTime(query);
    const archive = await client.dumpDataDir('gzip');
    const kept = keepDatabaseEntries(Buffer.from(await archive.arrayBuffer()));
    await writeFile(path.join(folder, 'database.tar.gz'), kept, { mode: 0o600 });
    return { kind: 'pglite', file: 'database.tar.gz', tables: counts(tables), migrationTime };
  } finally {
    await client.close();
  }
}

const counts = (census: Awaited<ReturnType<typeof tableCensus>>) =>
  Object.fromEntries(Object.entries(census).map(([name, { rows }]) => [name, rows]));

/**
 * Backs the installation up into `folder` (created; it must be empty): the database first, then
 * the files. Files are written before the rows that name them commit, under fresh keys, and never
 * rewritten, so every file a dumped row names is already there when the copy lists them; files
 * uploaded after the dump are copied too and simply unnamed (harmless). Only a file removed
 * between the dump and its copy (a replaced photo, in the seconds between) can be missing.
 */
export async function backupInstallation(
  installation: Installation,
  folder: string,
  options: { withSecrets: boolean; now?: () => Date },
): Promise<Manifest> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if ((await readdir(folder)).length > 0) throw new Error(`${folder} is not empty`);
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  const { migrationTime, ...database } = installation.databaseUrl
    ? await dumpPostgres(installation.databaseUrl, folder)
    : await dumpPglite(installation.dataDir, folder);
  const files = await copyFilesOut(installation.storage, path.join(folder, 'files'));
  if (options.withSecrets) {
    const secrets = await installationSecrets(installation);
    const lines = Object.entries(secrets).flatMap(([name, value]) =>
      value ? [`${name}=${value}`] : [],
    );
    await writeFile(path.join(folder, 'secrets.env'), `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  const manifest: Manifest = {
    format: 1,
    version: APP_ENV.version,
    createdAt,
    database: { ...database, migration: await migrationTag(migrationTime) },
    files: {
      count: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      list: files,
    },
    secrets: options.withSecrets,
  };
  await writeManifest(folder, manifest);
  return manifest;
}
