import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { DomainError } from '../lib/domain-error.js';
import { describeError } from '../lib/safe-error.js';
import { createSuperAdmin } from '../modules/account/first-admin.js';
import { databaseStartLine } from '../db/database-start-line.js';
import { PasswordEntryAborted, readNewPassword } from './read-password.js';

// Like the server: a database this command creates in DATA_DIR is readable by its user only.
process.umask(0o077);

const usage =
  'usage: npm run create-admin -w @clinicall/server -- --email you@clinic.org [--first-name A --last-name B]\n' +
  'Opens the database that DATABASE_URL (or DATA_DIR) names; the password is read from\n' +
  'CLINICALL_ADMIN_PASSWORD, or asked for twice without showing it.';

/** Ends the command with one line, never a stack: it is run by hand, on a fresh installation. */
function fail(message: string, exitCode: number): never {
  console.error(message);
  process.exit(exitCode);
}

let values: { email?: string; 'first-name': string; 'last-name': string };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Clinicall' },
      'last-name': { type: 'string', default: 'Administrator' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`, 64);
}
if (!values.email) fail(usage, 64);

let config: ReturnType<typeof loadDatabaseConfig>;
try {
  config = loadDatabaseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message, 78);
}

let password: string;
try {
  password =
    process.env.CLINICALL_ADMIN_PASSWORD ?? (await readNewPassword(process.stdin, process.stderr));
} catch (error) {
  fail((error as Error).message, error instanceof PasswordEntryAborted ? 130 : 1);
}

console.error(await databaseStartLine(config));
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
} catch (error) {
  // The driver's message only: a query error would carry SQL and parameters.
  fail(`The database could not be opened: ${String(describeError(error).message)}`, 69);
}
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
