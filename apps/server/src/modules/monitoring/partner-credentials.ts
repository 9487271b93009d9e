import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { partners } from '../../db/schema/clinics.js';
import { rpmPartnerCredentials } from '../../db/schema/monitoring.js';
import { createSecretBox } from '../../lib/secret-box.js';

/** The HKDF purpose of the partners' sealing key: a key of its own, not the SSO secrets'. */
const PURPOSE = 'rpm partner ingest secret v1';

/**
 * Each partner's ingest secret (Standard Webhooks `whsec_…`): issued by the super admin, shown
 * once, stored sealed; the ingest opens it to verify a delivery's signature.
 */
export function createPartnerCredentials(db: Db, hmacSecret: Uint8Array) {
  const box = createSecretBox(hmacSecret, PURPOSE);
  return {
    /** A new secret replaces the partner's old one at once; the plain text is answered once. */
    async issue(ex: Executor, partnerId: number, issuedBy: number | null) {
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      const sealed = box.seal(secret);
      await ex
        .insert(rpmPartnerCredentials)
        .values({ partnerId, secretSealed: sealed, issuedBy })
        .onConflictDoUpdate({
          target: rpmPartnerCredentials.partnerId,
          set: { secretSealed: sealed, issuedBy, issuedAt: sql`now()` },
        });
      return secret;
    },

    async secretOf(partnerId: number): Promise<string | null> {
      const [row] = await db
        .select({ sealed: rpmPartnerCredentials.secretSealed })
        .from(rpmPartnerCredentials)
        .where(eq(rpmPartnerCredentials.partnerId, partnerId));
      return row ? box.open(row.sealed) : null;
    },

    async partnerByKey(ex: Executor, key: string) {
      const [row] = await ex.select().from(partners).where(eq(partners.key, key));
      return row ?? null;
    },
  };
}

export type PartnerCredentials = ReturnType<typeof createPartnerCredentials>;
