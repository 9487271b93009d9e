import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local mail outbox, used when no SMTP_URL is set. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The iCalendar file a mail carries (a confirmed or cancelled appointment), if any. */
  calendar: text('calendar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
