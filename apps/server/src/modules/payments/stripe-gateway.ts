import Stripe from 'stripe';
import {
  GatewayUnavailableError,
  type CardFailure,
  type ChargeLookup,
  type ChargeOutcome,
  type PaymentGateway,
  type RefundOutcome,
} from './payment-gateway.js';

export type StripeGatewayOptions = {
  secretKey: string;
  /** Where the API is: Stripe itself by default; the contract test points it at a stand-in. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** A card error's meaning for us: Stripe names a lack of funds by its decline code. */
function failureOf(error: {
  decline_code?: string | undefined;
  code?: string | undefined;
}): CardFailure {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') {
    return 'insufficient_funds';
  }
  if (error.code === 'authentication_required') return 'requires_action';
  return 'declined';
}

/** Errors after which Stripe may or may not have acted: the caller retries with the same key. */
const outcomeUnknown = (error: unknown) =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  error instanceof Stripe.errors.StripeRateLimitError ||
  (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);

function unavailable(error: unknown): never {
  throw new GatewayUnavailableError(
    `stripe: ${error instanceof Error ? error.constructor.name : 'unknown error'}`,
  );
}

const cardOf = (intent: Stripe.PaymentIntent) => {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return { brand: method?.card?.brand ?? null, last4: method?.card?.last4 ?? null };
};

/** A confirmed intent's outcome; a refused one keeps the intent's id so support can look it up. */
function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded') {
    return { status: 'succeeded', transactionId: intent.id, card: cardOf(intent) };
  }
  // 3-D Secure would need the page to finish the intent; this flow charges in one step.
  if (intent.status === 'requires_action') {
    return { status: 'failed', reason: 'requires_action', transactionId: intent.id };
  }
  // A confirmation the card refused leaves the intent waiting for another payment method.
  const refusal = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && refusal) {
    return { status: 'failed', reason: failureOf(refusal), transactionId: intent.id };
  }
  // Any other state (processing, canceled...) is not a charge we can confirm.
  return { status: 'failed', reason: 'error', transactionId: intent.id };
}

/**
 * Card payments through Stripe PaymentIntents. The page collects the card with Stripe Elements and
 * sends us only the PaymentMethod id, so card data never reaches this server; the charge creates
 * and confirms the intent in one call, the refund refunds it. Our idempotency key goes with every
 * call, so Stripe itself never acts twice for one request.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    // Retries reuse the same idempotency key, so a lost answer is asked for again safely.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  });

  return {
    kind: 'stripe',

    async charge(request): Promise<ChargeOutcome> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            payment_method: request.cardToken,
            // Cards from Elements confirm here, without a redirect back to a return URL.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: request.description,
            metadata: request.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            reason: failureOf(error),
            transactionId: error.payment_intent?.id ?? null,
          };
        }
        if (outcomeUnknown(error)) unavailable(error);
        // An invalid request (an unknown or used PaymentMethod, say): nothing was charged.
        if (error instanceof Stripe.errors.StripeError) {
          return { status: 'failed', reason: 'error', transactionId: null };
        }
        throw error;
      }
      return outcomeOf(intent);
    },

    /**
     * Finds the intent by our payment id (sent as metadata). Stripe's search is eventually
     * consistent (usually within a minute), which is why the sweeper asks only long after.
     */
    async lookup(request): Promise<ChargeLookup> {
      let found: Stripe.ApiSearchResult<Stripe.PaymentIntent>;
      try {
        found = await stripe.paymentIntents.search({
          query: `metadata['paymentId']:'${request.paymentId}'`,
          limit: 1,
          expand: ['data.payment_method'],
        });
      } catch (error) {
        if (outcomeUnknown(error)) unavailable(error);
        throw error;
      }
      const [intent] = found.data;
      if (!intent) return { status: 'not_found' };
      if (intent.status === 'processing') return { status: 'processing' };
      return outcomeOf(intent);
    },

    async refund(request): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.transactionId, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { status: 'failed', reason: refund.failure_reason ?? refund.status };
        }
        // `pending` is a refund Stripe accepted and will complete: the money is on its way back.
        return { status: 'succeeded', refundId: refund.id };
      } catch (error) {
        if (outcomeUnknown(error)) unavailable(error);
        if (error instanceof Stripe.errors.StripeError) {
          return { status: 'failed', reason: error.code ?? error.type };
        }
        throw error;
      }
    },
  };
}
