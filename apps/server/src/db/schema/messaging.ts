import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { encounters } from './encounters.js';
import { users } from './identity.js';

/**
 * In-mail conversations (E59). A topic belongs to the clinic its subscribers share; the latest
 * message is copied onto it so a topic row needs no look into `messages`.
 */
export const topics = pgTable(
  'topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    subject: text('subject').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    /** Set on a message encounter's topic (E21); one topic per encounter. */
    encounterId: integer('encounter_id').references(() => encounters.id),
    firstMessageBody: text('first_message_body').notNull(),
    lastMessageBody: text('last_message_body').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    messageCount: integer('message_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topics_encounter_key').on(t.encounterId),
    // E1: the search's ILIKE '%word%' on subjects (pg_trgm, migration 0023).
    index('topics_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
  ],
);

/**
 * Who takes part in a topic, with their own unread count. `last_message_at` repeats the topic's so
 * one user's list (newest first) is read from this table's index alone, however many topics the
 * user has (the benchmark's 10,000); `clinic_id` repeats the topic's (which never changes) so the
 * counters below can be kept from this row alone, also when a cascade has removed the topic.
 */
export const topicSubscribers = pgTable(
  'topic_subscribers',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.userId] }),
    index('topic_subscribers_user_recent_idx').on(t.userId, t.lastMessageAt, t.topicId),
    // Only unread rows: the count and the dashboard panel scan just these.
    index('topic_subscribers_user_unread_idx')
      .on(t.userId, t.lastMessageAt, t.unreadCount)
      .where(sql`${t.unreadCount} > 0`),
  ],
);

/**
 * Per user and clinic: how many topics the user takes part in and how many messages await them
 * there. Kept by triggers on `topic_subscribers` (migration 0018_inbox_counter_triggers) in the statement that changes a
 * subscription, so no code path can let them drift; the unread badge and the topic list's total
 * read one or two rows instead of summing 10,000.
 */
export const inboxCounters = pgTable(
  'inbox_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    topicCount: integer('topic_count').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clinicId] }),
    check('inbox_counters_not_negative', sql`${t.topicCount} >= 0 and ${t.unreadCount} >= 0`),
  ],
);

/** E60: one message of a topic; bodies are plain text, shown as text. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's Idempotency-Key: a send retried after a lost answer finds its message. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('messages_topic_idx').on(t.topicId, t.id),
    uniqueIndex('messages_author_client_key').on(t.authorId, t.clientKey),
    // E1: the search's ILIKE '%word%' on message bodies (pg_trgm, migration 0023).
    index('messages_body_trgm_idx').using('gin', t.body.op('gin_trgm_ops')),
  ],
);

/** A message's attachment: its name as uploaded and where the storage port keeps its bytes. */
export const messageFiles = pgTable(
  'message_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_files_message_name_key').on(t.messageId, t.fileName)],
);
