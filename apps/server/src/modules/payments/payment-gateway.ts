/**
 * The port every card gateway adapter implements. Amounts are integer cents in US dollars. Both
 * calls are idempotent by key: the same key answers the same outcome and never moves money twice,
 * which is what lets a crashed or repeated request be completed by calling again.
 */
export type ChargeRequest = {
  idempotencyKey: string;
  amountCents: number;
  /** The token the card form produced: a sandbox token or a Stripe PaymentMethod id. */
  cardToken: string;
  description: string;
  metadata: Record<string, string>;
};

export type CardFailure = 'declined' | 'insufficient_funds' | 'requires_action' | 'error';

export type ChargeOutcome =
  | {
      status: 'succeeded';
      transactionId: string;
      card: { brand: string | null; last4: string | null };
    }
  | { status: 'failed'; reason: CardFailure; transactionId: string | null };

/**
 * What the gateway knows of the charge asked for under a key: its outcome, `not_found` when no
 * charge was made under it, or `processing` while the gateway has not decided yet.
 */
export type ChargeLookup = ChargeOutcome | { status: 'not_found' } | { status: 'processing' };

export type ChargeLookupRequest = {
  idempotencyKey: string;
  /** Our payment's id, sent with the charge as `metadata.paymentId`. */
  paymentId: string;
};

export type RefundRequest = {
  idempotencyKey: string;
  /** The gateway's id of the charge (ChargeOutcome.transactionId). */
  transactionId: string;
  amountCents: number;
};

export type RefundOutcome =
  { status: 'succeeded'; refundId: string } | { status: 'failed'; reason: string };

export type PaymentGateway = {
  kind: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Asks for a charge's state without charging (the sweeper of unanswered charges). */
  lookup(request: ChargeLookupRequest): Promise<ChargeLookup>;
};

/**
 * The gateway could not be reached or answered with a server error: whether money moved is not
 * known. The operation stays pending and is completed by calling again with the same key.
 */
export class GatewayUnavailableError extends Error {}
