import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createClinicWorld } from '../../test-support/clinic-world.js';
import { createLocalFileStorage, startS3Server } from '../../test-support/s3-server.js';
import type { FileStorage } from '../storage/file-storage.js';
import { backupInstallation } from './backup.js';
import type { Installation } from './installation.js';
import { restoreInstallation, RestoreRefused } from './restore.js';
import { tableCensus, type Query } from './table-census.js';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const temporary = () => mkdtemp(path.join(tmpdir(), 'clinicall-backup-'));
const queryOf =
  (database: Database): Query =>
  async (text) =>
    (await database.db.execute(sql.raw(text))) as { rows: Record<string, unknown>[] };

/** A clinic with its people, plus stored files of several sizes, through the real app. */
async function fillClinic(database: Database, storage: FileStorage) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' }),
    database,
    storage,
    jwtSecret: randomBytes(32),
    hmacSecret: randomBytes(32),
    logger: false,
    startWorker: false,
  });
  await app.ready();
  await createClinicWorld(app);
  await createClinicWorld(app, { name: 'Second Clinic' });
  const files = new Map<string, Buffer>([
    ['messages/3f0c1d2e-backup-a', randomBytes(300_000)],
    ['photos/patients/backup-b.png', randomBytes(1_000)],
    ['clinic-logos/backup-c.webp', Buffer.from('')],
  ]);
  for (const [key, bytes] of files) await storage.write(key, Readable.from([bytes]));
  const census = await tableCensus(queryOf(database), { hashes: true });
  await app.close();
  return { files, census };
}

async function expectSameFiles(storage: FileStorage, files: Map<string, Buffer>) {
  const keys: string[] = [];
  for await (const key of storage.list!()) keys.push(key);
  expect(keys.sort()).toEqual([...files.keys()].sort());
  for (const [key, bytes] of files) {
    expect((await buffer(await storage.read(key))).equals(bytes)).toBe(true);
  }
}

/** Each database's backup runs in its own suite: PGlite's needs the run's migrated PGlite template. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('issue 24 item 4: backup and restore', { timeout: 120_000 }, () => {
  test.skipIf(onPostgres)(
    'PGlite and local files: back up, destroy, restore into a new installation, every table and file the same',
    async () => {
      const sourceDir = path.join(await temporary(), 'data');
      const database = await openDatabase({
        dataDir: sourceDir,
        loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
      });
      await writeFile(path.join(sourceDir, 'jwt-secret'), 'generated-jwt-secret-0123456789abcdef');
      const source: Installation = {
        databaseUrl: undefined,
        dataDir: sourceDir,
        storage: createLocalFileStorage(path.join(sourceDir, 'files')),
        jwtSecret: undefined,
        hmacSecret: undefined,
      };
      const { files, census } = await fillClinic(database, source.storage);
      await database.close();

      const folder = path.join(await temporary(), 'backup');
      const manifest = await backupInstallation(source, folder, { withSecrets: false });
      expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'database.tar.gz' });
      expect(manifest.database.migration).toMatch(/^\d{4}_\w+$/);
      expect(manifest.database.tables).toEqual(
        Object.fromEntries(Object.entries(census).map(([name, { rows }]) => [name, rows])),
      );
      expect(manifest.files).toMatchObject({ count: 3, bytes: 301_000 });
      expect(manifest.secrets).toBe(false);
      // Neither the secret generated into DATA_DIR nor the files ride in PGlite's archive.
      const archive = gunzipSync(await readFile(path.join(folder, 'database.tar.gz')));
      expect(archive.includes('generated-jwt-secret')).toBe(false);
      expect(archive.includes('backup-a')).toBe(false);
      await expect(stat(path.join(folder, 'secrets.env'))).rejects.toThrow();

      await rm(sourceDir, { recursive: true, force: true });
      const targetDir = path.join(await temporary(), 'data');
      const target: Installation = {
        ...source,
        dataDir: targetDir,
        storage: createLocalFileStorage(path.join(targetDir, 'files')),
      };
      await restoreInstallation(target, folder, { force: false });
      const restored = await openDatabase({ dataDir: targetDir });
      try {
        expect(await tableCensus(queryOf(restored), { hashes: true })).toEqual(census);
      } finally {
        await restored.close();
      }
      await expectSameFiles(target.storage, files);

      // A second restore over it is refused before anything changes.
      await expect(restoreInstallation(target, folder, { force: false })).rejects.toThrow(
        new RestoreRefused(
          'the target installation already holds a database and stored files: restore refused (--force replaces them)',
        ),
      );
    },
  );

  test.skipIf(!onPostgres)(
    'PostgreSQL (pg_dump/pg_restore) and S3 files: back up, destroy, restore into a new installation, every table and file the same',
    async () => {
      const suffix = randomBytes(5).toString('hex');
      const names = {
        source: `clinicall_backup_src_${suffix}`,
        target: `clinicall_backup_dst_${suffix}`,
      };
      const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
      await admin.connect();
      const s3 = await startS3Server(['backup-source', 'backup-target']);
      try {
        await admin.query(`create database ${names.source}`);
        await admin.query(`create database ${names.target}`);
        const sourceUrl = `${POSTGRES}/${names.source}`;
        const database = await openDatabase({ databaseUrl: sourceUrl });
        const source: Installation = {
          databaseUrl: sourceUrl,
          dataDir: await temporary(),
          storage: s3.storage('backup-source'),
          jwtSecret: 'configured-jwt-secret-0123456789abcdef',
          hmacSecret: 'configured-hmac-secret-0123456789abcdef',
        };
        const { files, census } = await fillClinic(database, source.storage);
        await database.close();

        const folder = path.join(await temporary(), 'backup');
        const manifest = await backupInstallation(source, folder, { withSecrets: true });
        expect(manifest.database).toMatchObject({ kind: 'postgres', file: 'database.dump' });
        // Asked for, the secrets travel apart from the dump, in secrets.env (0600).
        const secretsFile = path.join(folder, 'secrets.env');
        expect((await stat(secretsFile)).mode & 0o777).toBe(0o600);
        expect(await readFile(secretsFile, 'utf8')).toBe(
          'JWT_SECRET=configured-jwt-secret-0123456789abcdef\nHMAC_SECRET=configured-hmac-secret-0123456789abcdef\n',
        );
        expect(manifest.database.tables).toEqual(
          Object.fromEntries(Object.entries(census).map(([name, { rows }]) => [name, rows])),
        );
        const dump = await readFile(path.join(folder, 'database.dump'));
        expect(dump.includes('configured-jwt-secret')).toBe(false);

        // Destroyed: the database dropped, the bucket emptied.
        await admin.query(`drop database ${names.source} with (force)`);
        for (const key of files.keys()) await source.storage.remove(key);

        // A new installation whose secrets were not configured yet: the backup's are written for it.
        const target: Installation = {
          databaseUrl: `${POSTGRES}/${names.target}`,
          dataDir: await temporary(),
          storage: s3.storage('backup-target'),
          jwtSecret: undefined,
          hmacSecret: undefined,
        };
        // Restoring a PostgreSQL backup into an embedded database is refused.
        await expect(
          restoreInstallation({ ...target, databaseUrl: undefined }, folder, { force: false }),
        ).rejects.toBeInstanceOf(RestoreRefused);
        const { secrets } = await restoreInstallation(target, folder, { force: false });
        expect(secrets).toEqual(['JWT_SECRET', 'HMAC_SECRET']);
        expect(await readFile(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(
          'configured-jwt-secret-0123456789abcdef',
        );
        const restored = await openDatabase({ databaseUrl: target.databaseUrl! });
        try {
          expect(await tableCensus(queryOf(restored), { hashes: true })).toEqual(census);
        } finally {
          await restored.close();
        }
        await expectSameFiles(target.storage, files);
        // Over an installation in use: refused, unless --force, which replaces database and files.
        await expect(restoreInstallation(target, folder, { force: false })).rejects.toBeInstanceOf(
          RestoreRefused,
        );
        await target.storage.write('messages/not-in-backup', Readable.from([Buffer.from('x')]));
        await restoreInstallation(target, folder, { force: true });
        await expectSameFiles(target.storage, files);
      } finally {
        for (const name of Object.values(names)) {
          await admin.query(`drop database if exists ${name} with (force)`);
        }
        await admin.end();
        await s3.stop();
      }
    },
  );
});
