import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Issue 10: an e-mail change made by someone other than the account's owner waits here until the
 * new address confirms it. Only an HMAC of the mailed key is kept. A row ends once: confirmed
 * (`usedAt`) or replaced by a newer change or the owner's own change (`supersededAt`).
 */
export const emailChangeKeys = pgTable(
  'email_change_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_keys_user_idx').on(t.userId)],
);
