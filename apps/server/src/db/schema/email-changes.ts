import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity.js';

/** Who started a change, which decides what stands for the owner's agreement (issue 19). */
export type EmailChangeKind = 'own' | 'staff' | 'family' | 'recovery';

/**
 * Issues 10 and 19: one e-mail change of an account. `keyHash` is the key mailed to the new address
 * (`usedAt`: it proved possession). A staff-started change also needs the owner's agreement
 * (`agreeKeyHash` mailed to the current address, or their session: `agreedAt`); the owner's own
 * change (password checked), a family head's and a clinic admin's recovery (`reason`) are agreed
 * when made. Once both hold, `appliedAt` is set, `oldEmail` kept, and the old address is mailed the
 * undo key (`undoKeyHash`, until `undoExpiresAt`, once: `undoneAt`). Only HMACs of keys are kept.
 * A change still pending ends once: replaced by a newer one or undone (`supersededAt`).
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
    kind: text('kind').$type<EmailChangeKind>().notNull().default('staff'),
    agreeKeyHash: text('agree_key_hash'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    reason: text('reason'),
    oldEmail: text('old_email'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoKeyHash: text('undo_key_hash'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('email_change_keys_user_idx').on(t.userId),
    uniqueIndex('email_change_keys_agree_key_idx').on(t.agreeKeyHash),
    uniqueIndex('email_change_keys_undo_key_idx').on(t.undoKeyHash),
    check('email_change_keys_kind_check', sql`${t.kind} IN ('own', 'staff', 'family', 'recovery')`),
  ],
);
