import { count, sql } from 'drizzle-orm';
import { MIGRATION_LOCK, type Database } from '../db/database.js';
import { users } from '../db/schema/identity.js';
import type { FileStorage } from '../modules/storage/file-storage.js';
import { seedDemoIfEmpty } from './demo-seed.js';
import { seedDemoSso } from './demo-sso.js';
import { seedDemoMonitoringSecret } from './demo-monitoring.js';

/**
 * Seeds the demo clinic into an empty database, once however many instances start together on it
 * (issue 24: the second one crashed on the first's clinic). On PostgreSQL the seed runs under the
 * migrations' advisory lock, held by a transaction of its own for as long as the seed takes; an
 * instance that waited for it then finds the users there. An embedded database has one process.
 */
export async function seedDemoOnce(options: {
  database: Database;
  storage?: FileStorage;
  hmacSecret: Uint8Array;
  /** Told before the seed starts: it takes a while, and a silent start looks like a hang. */
  onSeeding?: () => void;
}): Promise<boolean> {
  const { database, storage, hmacSecret, onSeeding } = options;
  const seed = async () => {
    const [existing] = await database.db.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return false;
    onSeeding?.();
    const seeded = await seedDemoIfEmpty(database.db, storage);
    // The demo's SSO provider needs the server's key to seal its client secret.
    if (seeded) await seedDemoSso(database.db, hmacSecret);
    // The monitoring simulator signs its deliveries with a secret sealed by that key too.
    if (seeded) await seedDemoMonitoringSecret(database.db, hmacSecret);
    return seeded;
  };
  if (database.kind === 'pglite') return seed();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return seed();
  });
}
