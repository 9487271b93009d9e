import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupInstallation } from '../modules/backup/backup.js';
import { installationFromEnvironment } from './installation-from-config.js';

// The backup holds the installation's data: readable by this user only.
process.umask(0o077);

const usage =
  'usage: npm run backup -w @clinicall/server -- --to DIR [--with-secrets]\n' +
  'Backs up the database (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first)\n' +
  'and the stored files into DIR, which must be empty or missing. --with-secrets adds JWT_SECRET\n' +
  'and HMAC_SECRET in DIR/secrets.env.';

let values: { to?: string; 'with-secrets': boolean };
try {
  ({ values } = parseArgs({
    options: { to: { type: 'string' }, 'with-secrets': { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(64);
}
if (!values.to) {
  console.error(usage);
  process.exit(64);
}

const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
try {
  const manifest = await backupInstallation(await installationFromEnvironment(), folder, {
    withSecrets: values['with-secrets'],
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${manifest.database.kind} at ${manifest.database.migration ?? 'no migration'} ` +
      `(${Object.keys(manifest.database.tables).length} tables, ${rows} rows) and ` +
      `${manifest.files.count} files (${manifest.files.bytes} bytes) into ${folder}` +
      (manifest.secrets ? ', with its secrets in secrets.env' : ', without secrets'),
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
