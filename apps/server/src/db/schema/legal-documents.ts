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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * The installation's legal documents (issue 20 point 10), one row per kind; `audience` says who
 * must accept it (the telehealth consent: patients only). Migration 0043 also holds the triggers:
 * published versions are immutable, and a new session starts gated while its user has one to accept.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    kind: text('kind').primaryKey(),
    title: text('title').notNull(),
    audience: text('audience').notNull(),
  },
  (t) => [
    check(
      'legal_documents_kind_check',
      sql`${t.kind} IN ('terms', 'privacy', 'telehealth-consent')`,
    ),
    check('legal_documents_audience_check', sql`${t.audience} IN ('everyone', 'patients')`),
  ],
);

/** A draft (published_at null, one per kind) or a published, immutable version. */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind')
      .notNull()
      .references(() => legalDocuments.kind),
    version: integer('version').notNull(),
    markdown: text('markdown').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The template the installation came with: the sign-in checkbox stands for it. */
    shipped: boolean('shipped').notNull().default(false),
  },
  (t) => [
    unique('legal_document_versions_kind_version').on(t.kind, t.version),
    check('legal_document_versions_version_check', sql`${t.version} > 0`),
    uniqueIndex('legal_document_versions_one_draft')
      .on(t.kind)
      .where(sql`${t.publishedAt} IS NULL`),
  ],
);

/** Who accepted which version, when, and from where. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => legalDocumentVersions.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.versionId] }),
    index('legal_acceptances_version_idx').on(t.versionId),
  ],
);
