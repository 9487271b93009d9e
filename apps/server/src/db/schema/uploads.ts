import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A file being stored for a row not yet committed (a message's attachment): written before the
 * first byte, deleted in the transaction that commits the row naming the file. A row left behind
 * is a file nothing refers to (its request failed after storing it, or its instance died): the
 * sweep removes the file and the row once it is surely abandoned.
 */
export const unsettledUploads = pgTable('unsettled_uploads', {
  storageKey: text('storage_key').primaryKey(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
