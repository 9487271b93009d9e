import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isStrongPassword } from '@clinicall/shared/password';
import { Messages } from '@clinicall/shared/messages';
import { Role } from '@clinicall/shared/roles';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createUserAccount } from '../modules/identity/user-accounts.js';
import { identityRepository } from '../modules/identity/identity.repository.js';
import { normalizeEmail } from '../modules/identity/identity.service.js';
import { createAuditWriter } from '../modules/audit/audit.service.js';

/** Creates the first super admin of a production installation (demo data is never seeded there). */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Clinicall' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});
if (!values.email) {
  console.error(
    'usage: npm run create-admin -- --email you@clinic.org [--first-name A --last-name B]\n' +
      'The password is read from CLINICALL_ADMIN_PASSWORD or asked for.',
  );
  process.exit(64);
}
const password =
  process.env.CLINICALL_ADMIN_PASSWORD ??
  (await createInterface({ input: process.stdin, output: process.stdout }).question('Password: '));
if (!isStrongPassword(password)) {
  console.error(Messages.password.rule);
  process.exit(65);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  if (await identityRepository.findUserByEmail(database.db, normalizeEmail(values.email))) {
    console.error(`An account with the e-mail ${values.email} exists already.`);
    process.exitCode = 1;
  } else {
    const user = await createUserAccount(database.db, {
      email: values.email,
      password,
      role: Role.superAdmin,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    await createAuditWriter(database.db).record({
      action: 'admin.created-by-cli',
      userId: user.id,
    });
    console.log(`Super admin ${user.email} created.`);
  }
} finally {
  await database.close();
}
