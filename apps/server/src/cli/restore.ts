import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreInstallation, RestoreRefused } from '../modules/backup/restore.js';
import { installationFromEnvironment } from './installation-from-config.js';

// Restored database files and secrets are readable by this user only, as the server keeps them.
process.umask(0o077);

const usage =
  'usage: npm run restore -w @clinicall/server -- --from DIR [--force]\n' +
  'Restores a backup into the installation DATABASE_URL (or DATA_DIR) and the file storage name,\n' +
  'with the server stopped. A target that holds a database or files is refused unless --force.';

let values: { from?: string; force: boolean };
try {
  ({ values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(64);
}
if (!values.from) {
  console.error(usage);
  process.exit(64);
}

const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
try {
  const { manifest, secrets } = await restoreInstallation(
    await installationFromEnvironment(),
    folder,
    { force: values.force },
  );
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database.migration ?? 'no migration'}, ` +
      `${manifest.files.count} files); row counts match its manifest.` +
      (secrets.length > 0 ? ` Wrote ${secrets.join(' and ')} into DATA_DIR.` : ''),
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(error instanceof RestoreRefused ? 75 : 1);
}
