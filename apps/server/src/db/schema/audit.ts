import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Who did what, when and from where. Rows are never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The assistant behind an impersonated action. */
    actingAssistantId: integer('acting_assistant_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The e-mail as typed, for failed sign-ins of unknown accounts. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.at), index('audit_log_at_idx').on(t.at)],
);
