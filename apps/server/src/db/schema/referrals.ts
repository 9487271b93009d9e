import { sql } from 'drizzle-orm';
import {
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
import { users } from './identity.js';

/**
 * F100, F105: a provider's connections in the provider network. One-way, like a contact list: a
 * row says `providerId` added `connectedProviderId` (migration 0047).
 */
export const providerRelationships = pgTable(
  'provider_relationships',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedProviderId: integer('connected_provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.connectedProviderId] }),
    check('provider_relationships_self_check', sql`${t.providerId} <> ${t.connectedProviderId}`),
  ],
);

/** The stored referral states (issue 22 item 3); the API names requested PENDING. */
export type ReferralState = 'requested' | 'accepted' | 'declined' | 'completed' | 'withdrawn';

/**
 * F87–F94, F138: a patient handed from one provider to another. `clinicId` is the sender's clinic
 * through which the patient is in their care. Completion is written by the encounters trigger of
 * migration 0047 when the receiver finishes a visit with the patient after accepting.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<ReferralState>().notNull().default('requested'),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_receiver_idx').on(t.receiverId, t.createdAt),
    index('referrals_sender_idx').on(t.senderId, t.createdAt),
    index('referrals_patient_idx').on(t.patientId, t.createdAt),
    check(
      'referrals_state_check',
      sql`${t.state} in ('requested','accepted','declined','completed','withdrawn')`,
    ),
    check('referrals_note_check', sql`char_length(${t.note}) <= 1000`),
    check('referrals_self_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** F93, F94: the files sent with a referral; bytes in the storage port under `storage_key`. */
export const referralAttachments = pgTable(
  'referral_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The extension whose content check the file passed. */
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_attachments_storage_key_key').on(t.storageKey),
    index('referral_attachments_referral_idx').on(t.referralId),
  ],
);

/**
 * Issue 22 item 4: what an accepted referral lets its receiver read (the patient's profile and
 * history, the referral's files), checked by the access plugin on every request: live while not
 * revoked and before `expiresAt` (set to completion + 30 days by the trigger of migration 0047).
 */
export const referralGrants = pgTable(
  'referral_grants',
  {
    referralId: integer('referral_id')
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    index('referral_grants_holder_idx').on(t.providerId, t.patientId),
    index('referral_grants_patient_idx').on(t.patientId),
  ],
);
