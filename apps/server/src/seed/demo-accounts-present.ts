import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/identity.js';
import { StartupError } from '../lib/startup-error.js';
import { demoAccounts } from './demo-accounts.js';

/** Production must not run with the demo accounts: their password is published in the README. */
export async function refuseDemoAccounts(db: Db) {
  const emails = Object.values(demoAccounts).map((a) => a.email);
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  if (found.length === 0) return;
  throw new StartupError(
    `Refusing to start in production: the database holds demo accounts with a published password (${found
      .map((f) => f.email)
      .join(', ')}); delete them, or use a fresh database.`,
    78,
  );
}
