import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { users } from './identity.js';

/**
 * A mailed sign-up or join link (F66–F86, F107–F132). The link carries a token signed with
 * HMAC_SECRET that names this row and its expiry; the row makes it single-use (`used_at`).
 * `user_id` is the invited account: a pending one (no usable password, not activated) for a
 * sign-up, an existing (or another clinic's pending) patient's for a join, or the head of a family
 * asked to consent to a new member (FAMILY, issue 19 path 1).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * FAMILY only: the member's details as the provider typed them, kept here (read by no route)
     * until the head accepts and they become the member's account, or the link expires; cleared
     * either way (see modules/invitations/family-consent.service.ts).
     */
    familyMember: jsonb('family_member'),
    /**
     * What the sign-up wizard collected beyond the account (emergency contact, medicine info,
     * medical history, offices...), kept as submitted until the profile tables hold them.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId),
    index('invitations_clinic_idx').on(t.clinicId),
    check('invitations_kind_check', sql`${t.kind} in ('PATIENT','PROVIDER','JOIN','FAMILY')`),
    check(
      'invitations_family_member_check',
      sql`${t.kind} = 'FAMILY' or ${t.familyMember} is null`,
    ),
  ],
);
