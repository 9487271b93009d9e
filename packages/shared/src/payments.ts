import { z } from 'zod';
import { PageSize } from './constants.js';
import { Messages } from './messages.js';
import { pageSchema, PageNumberSchema } from './paging.js';
import { EncounterTypeInputSchema, PaymentTypeInputSchema } from './scheduling/types.js';
import { IdSchema, IdTextSchema } from './ids.js';

/** C73: card payments are in US dollars. */
export const CURRENCY = 'USD';

/**
 * The header that makes POST /makePayment, POST /refundPayment, bookings (paid or not) and message
 * sends safe to retry: the same key answers the first answer again and never charges, refunds,
 * books or posts twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/**
 * The headers of a call that may name an Idempotency-Key (bookings without a card, message sends):
 * without one it behaves as it always did; with one, sent again, it answers what the first made.
 */
export const OptionalIdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional(),
});

/** A required text whose absence shows the spec's own message (C65). */
const requiredText = (max: number, message: string) =>
  z
    .string()
    .max(max)
    .default('')
    .refine((value) => value.trim() !== '', { message });

/**
 * C66: `POST /makePayment`. The amount is never sent: the server reads it from the encounter.
 * C64's billing address stays in the page: Stripe Elements attach it to the PaymentMethod.
 * `cardToken` is what the card form produced: a sandbox token (`tok_sandbox_…`) or, with Stripe,
 * the PaymentMethod id (`pm_…`) Stripe Elements created in the page; no card number ever reaches
 * this call.
 */
export const MakePaymentRequestSchema = z.object({
  encounterId: IdSchema,
  encounterType: EncounterTypeInputSchema,
  providerEmail: z.email().max(254),
  phone: requiredText(32, Messages.payment.phoneRequired),
  nameOnCard: requiredText(100, Messages.payment.nameOnCardRequired),
  cardToken: z.string().min(1).max(255),
  paymentData: z.object({
    paymentType: PaymentTypeInputSchema,
    videoTypeId: IdSchema.nullish(),
  }),
});
export type MakePaymentRequest = z.infer<typeof MakePaymentRequestSchema>;

/** C66's answer: our transaction id (used by refundPayment) and the card token. */
export const PaymentReceiptSchema = z.object({
  transactionId: z.uuid(),
  cardToken: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** In US dollars (C73). */
  amount: z.number(),
  currency: z.literal(CURRENCY),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

export const RefundQuerySchema = z.object({ transactionId: z.uuid() });

export const RefundReceiptSchema = z.object({
  refundId: z.uuid(),
  transactionId: z.uuid(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
});
export type RefundReceipt = z.infer<typeof RefundReceiptSchema>;

/**
 * Which card form the web shows: the sandbox's own form (its number goes to the sandbox tokenize
 * endpoint), Stripe Elements with this publishable key, or none (card payments are off).
 */
export const PaymentsConfigSchema = z.object({
  gateway: z.enum(['sandbox', 'stripe', 'none']),
  publishableKey: z.string().nullable(),
  currency: z.literal(CURRENCY),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** The card numbers the sandbox gateway knows (Stripe's test numbers) and what each does. */
export const SandboxTestCards = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The sandbox card form: posted once to the tokenize endpoint, never stored. */
export const SandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, Messages.payment.cardNumberInvalid)),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, Messages.payment.cvcInvalid),
});
export type SandboxCard = z.input<typeof SandboxCardSchema>;

/** A one-time token standing for the card: brand and last four digits are all that is kept. */
export const SandboxCardTokenSchema = z.object({
  cardToken: z.string(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SandboxCardToken = z.infer<typeof SandboxCardTokenSchema>;

/** C113: one line of the billing summary; refunds are negative amounts (I19). */
export const BillingEntrySchema = z.object({
  id: z.number().int(),
  createdDate: z.iso.datetime(),
  paymentPurpose: z.string(),
  /** In US dollars (C107). */
  amount: z.number(),
  currency: z.literal(CURRENCY),
});
export type BillingEntry = z.infer<typeof BillingEntrySchema>;

/** C107: the signed-in patient's entries, or those of a family member they head. */
export const BillingSummaryQuerySchema = z.object({
  patientId: IdTextSchema.optional(),
  page: PageNumberSchema,
  size: z.coerce.number().int().min(1).max(PageSize.max).default(PageSize.billingEntries),
});
export const BillingSummarySchema = pageSchema(BillingEntrySchema);
export type BillingSummary = z.infer<typeof BillingSummarySchema>;

/** Cents (how amounts are stored and sent to gateways) to the dollars the spec shows. */
export const dollars = (cents: number) => cents / 100;
