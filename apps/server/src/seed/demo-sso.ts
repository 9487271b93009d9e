import type { Db } from '../db/database.js';
import { ssoProviders } from '../db/schema/sso.js';
import { createSecretBox } from '../lib/secret-box.js';

/**
 * The demo's identity provider: `npm run sso-dev` starts it on loopback (oidc-provider, the same
 * one the tests use). Its client secret is published here on purpose; it only ever exists in
 * demo databases, and production refuses demo data.
 */
export const DemoSso = {
  issuer: 'http://127.0.0.1:4100',
  port: 4100,
  clientId: 'clinicall-demo',
  clientSecret: 'clinicall-demo-sso-client-secret',
  domain: 'clinicall.example',
} as const;

/** Configures the demo provider for the demo accounts' domain (issue 20 point 11). */
export async function seedDemoSso(db: Db, hmacSecret: Uint8Array) {
  await db
    .insert(ssoProviders)
    .values({
      name: 'Clinicall demo identity provider',
      issuer: DemoSso.issuer,
      clientId: DemoSso.clientId,
      clientSecretSealed: createSecretBox(hmacSecret).seal(DemoSso.clientSecret),
      domains: [DemoSso.domain],
      enabled: true,
    })
    .onConflictDoNothing();
}
