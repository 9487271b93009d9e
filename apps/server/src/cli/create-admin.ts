import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { DomainError } from '../lib/domain-error.js';
import { createSuperAdmin } from '../modules/account/first-admin.js';

// Like the server: a database this command creates in DATA_DIR is readable by its user only.
process.umask(0o077);

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Clinicall' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});
if (!values.email) {
  console.error(
    'usage: npm run create-admin -w @clinicall/server -- --email you@clinic.org [--first-name A --last-name B]\n' +
      'The password is read from CLINICALL_ADMIN_PASSWORD or asked for.',
  );
  process.exit(64);
}
const password =
  process.env.CLINICALL_ADMIN_PASSWORD ??
  (await createInterface({ input: process.stdin, output: process.stdout }).question('Password: '));

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const user = await createSuperAdmin(database.db, {
    email: values.email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Super admin ${user.email} created.`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
