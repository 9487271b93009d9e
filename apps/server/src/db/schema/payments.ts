import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { encounters } from './encounters.js';
import { users } from './identity.js';

/**
 * One card charge for an encounter. The row is written (status `pending`) before the gateway is
 * called, keyed by the request's Idempotency-Key, so a retry or a concurrent duplicate finds it
 * instead of charging again; `claimed_at` is the lease of the request working on a pending row
 * (a crashed request's row is taken over after it). No card number is ever stored: only the
 * brand, the last four digits and the token the card form produced.
 */
export const payments = pgTable(
  'payments',
  {
    /** The `transactionId` clients see. */
    id: uuid('id').primaryKey().defaultRandom(),
    encounterId: integer('encounter_id')
      .notNull()
      .references(() => encounters.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** Who asked for the charge: the patient, a family head, or the provider accepting. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['pending', 'charged', 'refunded', 'failed'] }).notNull(),
    /** Why a failed charge failed: declined, insufficient_funds, requires_action, error. */
    failureReason: text('failure_reason'),
    gateway: text('gateway', { enum: ['sandbox', 'stripe'] }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** What the billing summary calls this charge (C113 paymentPurpose). */
    purpose: text('purpose').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of who asked and what; the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set in the same transaction as the confirm step of the accept-after-payment flow: a replay
     * of that flow then neither confirms again nor refunds a confirmed appointment.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Set by the sweeper when an accept-after-payment flow charged the card and never confirmed
     * (its process died in between): from then on the flow can no longer confirm with this
     * charge, and the charge is refunded. Confirming and abandoning exclude each other.
     */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_key').on(t.idempotencyKey),
    // However many keys a client uses, an encounter is charged at most once at a time.
    uniqueIndex('payments_one_live_per_encounter')
      .on(t.encounterId)
      .where(sql`${t.status} in ('pending', 'charged')`),
    index('payments_patient_idx').on(t.patientId),
    index('payments_encounter_idx').on(t.encounterId),
    index('payments_clinic_idx').on(t.clinicId),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'charged', 'refunded', 'failed')`,
    ),
    check('payments_gateway_check', sql`${t.gateway} in ('sandbox', 'stripe')`),
    check('payments_currency_check', sql`${t.currency} = 'USD'`),
    check(
      'payments_confirmed_or_abandoned_check',
      sql`${t.confirmedAt} is null or ${t.abandonedAt} is null`,
    ),
    check('payments_card_last4_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** A full refund of one payment; like payments, written before the gateway is called. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    requestedBy: integer('requested_by').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_key').on(t.idempotencyKey),
    // A payment is refunded once: a second refund with another key finds this one.
    uniqueIndex('refunds_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} in ('pending', 'succeeded')`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * The patient's billing summary (C107, C113): one entry per successful charge, written in the
 * same transaction, and a negative one per refund (I19).
 */
export const billingEntries = pgTable(
  'billing_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    paymentPurpose: text('payment_purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_entries_patient_idx').on(t.patientId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('billing_entries_payment_key')
      .on(t.paymentId)
      .where(sql`${t.refundId} is null`),
    uniqueIndex('billing_entries_refund_key').on(t.refundId),
    check('billing_entries_currency_check', sql`${t.currency} = 'USD'`),
  ],
);

/**
 * The sandbox gateway's card tokens: what a test card number does, its brand and last four digits,
 * never the number. A token is used by one charge (the idempotency key that consumed it).
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    behaviour: text('behaviour', {
      enum: ['approve', 'decline', 'insufficient_funds'],
    }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    usedByKey: text('used_by_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_card_tokens_expires_idx').on(t.expiresAt)],
);
