import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fingerprints of the secrets every instance must share (migration 0045, lib/shared-secrets.ts). */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
