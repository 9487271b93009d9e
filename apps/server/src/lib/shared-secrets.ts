import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { installationSecrets } from '../db/schema/installation.js';
import { StartupError } from './startup-error.js';

const fingerprint = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('clinicall installation secret fingerprint').digest('hex');

/**
 * Issue 24: every instance of one installation must sign with the same JWT_SECRET (and key hashes
 * with the same HMAC_SECRET), or each refuses the others' tokens and users are signed out at
 * random. The first instance records each secret's fingerprint; one started with another secret
 * refuses to start, naming the variable. After rotating a secret on every instance, start the
 * first with ACCEPT_NEW_SECRETS=true: its fingerprints replace the recorded ones.
 */
export async function assertSharedSecrets(
  db: Db,
  secrets: { jwtSecret: Uint8Array; hmacSecret: Uint8Array },
  acceptNew: boolean,
) {
  const mine = [
    { name: 'JWT_SECRET', fingerprint: fingerprint(secrets.jwtSecret) },
    { name: 'HMAC_SECRET', fingerprint: fingerprint(secrets.hmacSecret) },
  ];
  const recorded = await db
    .insert(installationSecrets)
    .values(mine)
    .onConflictDoUpdate({
      target: installationSecrets.name,
      // Without ACCEPT_NEW_SECRETS the recorded fingerprint stays: the update is a no-op that
      // still returns the row, so one statement both records and reads.
      set: acceptNew
        ? { fingerprint: sql`excluded.fingerprint`, recordedAt: sql`now()` }
        : { fingerprint: sql`${installationSecrets.fingerprint}` },
    })
    .returning();
  const differing = mine.filter(
    (secret) =>
      recorded.find((row) => row.name === secret.name)?.fingerprint !== secret.fingerprint,
  );
  if (differing.length === 0) return;
  const names = differing.map((secret) => secret.name).join(' and ');
  throw new StartupError(
    `${names}: not the one the other instances of this installation use (the database holds ` +
      `another's fingerprint); set the same value on every instance, or, after rotating it on ` +
      `all of them, start one with ACCEPT_NEW_SECRETS=true.`,
    78,
  );
}
