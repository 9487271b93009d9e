import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; compared that way everywhere. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    imagePath: text('image_path'),
    activated: boolean('activated').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passcodeRequired: boolean('passcode_required').notNull().default(false),
    roomName: text('room_name'),
    timeZone: text('time_zone'),
    timeZoneOffset: smallint('time_zone_offset'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check(
      'users_role_check',
      sql`${t.role} in ('ROLE_PATIENT','ROLE_PROVIDER','ROLE_ROOM_INVITED','ROLE_EXMD_ADMIN','ROLE_EXMD_ASSIST','ROLE_CLINIC_ADMIN')`,
    ),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** One row per issued token (its jti); revoking a row refuses the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when an assistant acts as the provider named by userId. */
    actingAssistantId: integer('acting_assistant_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    /** The assistant's own session behind an acting session: when it ends, so does this one. */
    parentSessionId: text('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Last recorded activity, for the idle limit (SESSION_DURATION). Written at most once per
     * tenth of that window, so a session may be refused up to a tenth early, never late.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Set at the session's birth (a trigger, migration 0043) while its user has published legal
     * documents to accept: the session then reaches only the routes that let them accept.
     */
    legalPending: boolean('legal_pending').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_parent_idx').on(t.parentSessionId),
    // One live acting session per assistant and provider: minting again replaces it.
    uniqueIndex('sessions_one_acting_per_pair')
      .on(t.actingAssistantId, t.userId)
      .where(sql`${t.actingAssistantId} is not null and ${t.revokedAt} is null`),
  ],
);

/** A mailed sign-in passcode; only its HMAC is kept. */
export const passcodes = pgTable('passcodes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset keys; only a SHA-256 of the key is kept, the key itself goes by mail. */
export const resetKeys = pgTable(
  'reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reset_keys_user_idx').on(t.userId)],
);
