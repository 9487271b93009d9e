import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/identity.js';
import { StartupError } from '../lib/startup-error.js';
import { demoAccounts } from './demo-accounts.js';

/** The demo accounts the database holds: their password is published in the README. */
export function demoAccountsIn(db: Db) {
  const emails = Object.values(demoAccounts).map((a) => a.email);
  return db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
}

/** Production must not run with the demo accounts. */
export async function refuseDemoAccounts(db: Db) {
  const found = await demoAccountsIn(db);
  if (found.length === 0) return;
  throw new StartupError(
    `Refusing to start in production: the database holds demo accounts with a published password (${found
      .map((f) => f.email)
      .join(', ')}); delete them, or use a fresh database.`,
    78,
  );
}
