import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** An OpenID Connect identity provider and the e-mail domains it signs in (issue 20 point 6). */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM ciphertext of the client secret (see lib/secret-box.ts); never in clear. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    domains: text('domains').array().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sso_providers_issuer_unique').on(t.issuer),
    check('sso_providers_domains_check', sql`cardinality(${t.domains}) > 0`),
  ],
);

/** The account an identity provider's subject signs in to, bound at the first SSO sign-in. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sso_identities_issuer_subject_pk', columns: [t.issuer, t.subject] }),
    unique('sso_identities_user_issuer_unique').on(t.userId, t.issuer),
  ],
);

/** A started sign-in's state (hashed), nonce and PKCE verifier: single-use, short-lived. */
export const ssoAuthorizations = pgTable(
  'sso_authorizations',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sso_authorizations_expires_at_idx').on(t.expiresAt),
    check('sso_authorizations_purpose_check', sql`${t.purpose} in ('SIGN_IN','TEST')`),
  ],
);
