import { createHash, randomBytes } from 'node:crypto';
import { Messages } from '@clinicall/shared/messages';
import type { SandboxCardSchema, SandboxCardToken } from '@clinicall/shared/payments';
import { ZodError, type z } from 'zod';
import type { Db } from '../../db/database.js';
import type {
  ChargeLookup,
  ChargeOutcome,
  PaymentGateway,
  RefundOutcome,
} from './payment-gateway.js';
import { sandboxTokensRepository as tokens, type SandboxTokenRow } from './payments.repository.js';
import { isExpired, passesLuhn, sandboxTestCard } from './sandbox-cards.js';

const TOKEN_TTL_MS = 15 * 60_000;

/** Ids derived from the idempotency key: the same key gives the same id, with nothing stored. */
const idFor = (prefix: string, key: string) =>
  `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

type Card = z.output<typeof SandboxCardSchema>;

/** What the test card behind a token does to the charge made under `key`. */
function outcomeOf(card: SandboxTokenRow, key: string): ChargeOutcome {
  const transactionId = idFor('sbx_ch_', key);
  switch (card.behaviour) {
    case 'approve':
      return { status: 'succeeded', transactionId, card: { brand: card.brand, last4: card.last4 } };
    case 'decline':
      return { status: 'failed', reason: 'declined', transactionId };
    case 'insufficient_funds':
      return { status: 'failed', reason: 'insufficient_funds', transactionId };
  }
}

/** The sandbox's answers to a card, as a card provider's form would show them (C65). */
function refuseBadCard(card: Card, now: Date) {
  const issues: { path: string[]; message: string }[] = [];
  if (!passesLuhn(card.cardNumber)) {
    issues.push({ path: ['cardNumber'], message: Messages.payment.cardNumberInvalid });
  } else if (!sandboxTestCard(card.cardNumber)) {
    issues.push({ path: ['cardNumber'], message: Messages.payment.testCardsOnly });
  }
  if (isExpired(card.expMonth, card.expYear, now)) {
    issues.push({ path: ['expYear'], message: Messages.payment.cardExpired });
  }
  if (issues.length > 0) {
    throw new ZodError(issues.map((issue) => ({ ...issue, code: 'custom' as const, input: null })));
  }
}

/**
 * The default gateway: no network, Stripe's test card numbers. The card form posts the number once
 * to `tokenize`, which keeps the brand, the last four digits and what the test number does, and
 * answers a one-time token; the charge names only the token. The number itself is never stored
 * or logged.
 */
export function createSandboxGateway(db: Db, now: () => Date = () => new Date()) {
  return {
    kind: 'sandbox' as const,

    async tokenize(userId: number, card: Card): Promise<SandboxCardToken> {
      refuseBadCard(card, now());
      const test = sandboxTestCard(card.cardNumber)!;
      const token = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
      const expiresAt = new Date(now().getTime() + TOKEN_TTL_MS);
      const last4 = card.cardNumber.slice(-4);
      await tokens.deleteOld(db);
      await tokens.insert(db, {
        token,
        createdBy: userId,
        behaviour: test.behaviour,
        brand: test.brand,
        last4,
        expiresAt,
      });
      return {
        cardToken: token,
        cardBrand: test.brand,
        cardLast4: last4,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async charge(request): Promise<ChargeOutcome> {
      const card = await tokens.consume(db, request.cardToken, request.idempotencyKey);
      if (!card) return { status: 'failed', reason: 'error', transactionId: null };
      return outcomeOf(card, request.idempotencyKey);
    },

    /** A charge was made under the key exactly when a token was consumed by it. */
    async lookup(request): Promise<ChargeLookup> {
      const card = await tokens.usedBy(db, request.idempotencyKey);
      return card ? outcomeOf(card, request.idempotencyKey) : { status: 'not_found' };
    },

    async refund(request): Promise<RefundOutcome> {
      if (!request.transactionId.startsWith('sbx_ch_')) {
        return { status: 'failed', reason: 'unknown charge' };
      }
      return { status: 'succeeded', refundId: idFor('sbx_re_', request.idempotencyKey) };
    },
  } satisfies PaymentGateway & { tokenize: unknown };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
