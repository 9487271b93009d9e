import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../db/database.js';
import { copyFilesIn, removeFilesNotIn, storageIsEmpty } from './file-copy.js';
import { SECRET_FILES, type Installation } from './installation.js';
import { readManifest, type Manifest } from './manifest.js';
import { libpqEnvironment, runTool } from './postgres-tools.js';
import { censusDifferences, tableCensus, type Query } from './table-census.js';

/** A restore that would overwrite an installation without `--force`, or does not fit the target. */
export class RestoreRefused extends Error {}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const DATABASE_ENTRY =
  /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf|postmaster\.\w+)$/;

async function postgresHasTables(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return rows[0]!.n > 0;
}

function checkCounts(manifest: Manifest, census: Awaited<ReturnType<typeof tableCensus>>) {
  const differences = censusDifferences(manifest.database.tables, census);
  if (differences.length > 0) {
    throw new Error(
      `the restored database differs from the backup:\n  ${differences.join('\n  ')}`,
    );
  }
}

async function restorePostgres(databaseUrl: string, folder: string, manifest: Manifest) {
  const env = libpqEnvironment(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl, user: env.PGUSER });
  await client.connect();
  try {
    // Emptied only now, after every check passed: the schemas the backup restores, whole.
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${env.PGDATABASE}`,
        path.join(folder, 'database.dump'),
      ],
      env,
    );
    checkCounts(manifest, await tableCensus((text) => client.query(text)));
  } finally {
    await client.end();
  }
}

async function restorePglite(dataDir: string, folder: string, manifest: Manifest) {
  // Only PostgreSQL's own entries go: stored files and secret files in DATA_DIR stay.
  for (const entry of await readdir(dataDir).catch(() => [])) {
    if (DATABASE_ENTRY.test(entry))
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const archive = await readFile(path.join(folder, 'database.tar.gz'));
  const client = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    loadDataDir: new File([archive], 'database.tar.gz', { type: 'application/x-gzip' }),
  });
  try {
    const query: Query = (text) => client.query(text);
    checkCounts(manifest, await tableCensus(query));
  } finally {
    await client.close();
  }
}

/** Whether the target installation already holds a database or files. */
async function targetInUse(installation: Installation) {
  const databaseInUse = installation.databaseUrl
    ? await (async () => {
        const env = libpqEnvironment(installation.databaseUrl!);
        const client = new pg.Client({
          connectionString: installation.databaseUrl,
          user: env.PGUSER,
        });
        await client.connect();
        try {
          return await postgresHasTables(client);
        } finally {
          await client.end();
        }
      })()
    : await exists(path.join(installation.dataDir, 'PG_VERSION'));
  return { database: databaseInUse, files: !(await storageIsEmpty(installation.storage)) };
}

/**
 * Restores a backup into the installation: refused when the target holds a database or files
 * (unless `force`, which replaces them) or when the backup was taken on the other kind of
 * database. Files first, then the database; the restored rows are counted against the manifest.
 * Secrets in the backup (`secrets.env`) are written where the server generates them (DATA_DIR)
 * unless the target configures its own.
 */
export async function restoreInstallation(
  installation: Installation,
  folder: string,
  options: { force: boolean },
) {
  const manifest = await readManifest(folder);
  const kind = installation.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new RestoreRefused(
      `the backup holds a ${manifest.database.kind} database and this installation uses ${kind}: restore it into the same kind`,
    );
  }
  const inUse = await targetInUse(installation);
  if ((inUse.database || inUse.files) && !options.force) {
    const what = [inUse.database ? 'a database' : '', inUse.files ? 'stored files' : '']
      .filter(Boolean)
      .join(' and ');
    throw new RestoreRefused(
      `the target installation already holds ${what}: restore refused (--force replaces them)`,
    );
  }
  const filesFolder = path.join(folder, 'files');
  if (options.force) await removeFilesNotIn(installation.storage, manifest.files.list);
  await copyFilesIn(installation.storage, filesFolder, manifest.files.list);
  if (installation.databaseUrl) await restorePostgres(installation.databaseUrl, folder, manifest);
  else await restorePglite(installation.dataDir, folder, manifest);
  const secrets = manifest.secrets ? await restoreSecrets(installation, folder) : [];
  return { manifest, secrets };
}

/** Writes the backup's secrets as DATA_DIR's generated ones where none is configured. */
async function restoreSecrets(installation: Installation, folder: string) {
  const lines = (await readFile(path.join(folder, 'secrets.env'), 'utf8')).split('\n');
  const written: string[] = [];
  for (const line of lines) {
    const [name, ...rest] = line.split('=');
    if (name !== 'JWT_SECRET' && name !== 'HMAC_SECRET') continue;
    const configured = name === 'JWT_SECRET' ? installation.jwtSecret : installation.hmacSecret;
    if (configured) continue;
    await writeFile(path.join(installation.dataDir, SECRET_FILES[name]), rest.join('='), {
      mode: 0o600,
    });
    written.push(name);
  }
  return written;
}
