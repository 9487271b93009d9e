import {
  GatewayUnavailableError,
  type CardFailure,
  type PaymentGateway,
} from './payment-gateway.js';

/** Told of each failed gateway call: its operation and a reason from a short fixed list. */
export type GatewayFailureCounter = (
  operation: 'charge' | 'refund' | 'lookup',
  reason: CardFailure | 'refused' | 'unavailable',
) => void;

/**
 * The gateway, reporting failures to `count` (issue 24 metrics): a declined or failed charge by
 * its card reason, a refused refund as `refused` (the gateway's own words are free text, unfit
 * for a label), and a call that threw as `unavailable` (no answer) or `error`.
 */
export function countGatewayFailures(
  gateway: PaymentGateway,
  count: GatewayFailureCounter,
): PaymentGateway {
  const thrown = async <T>(operation: 'charge' | 'refund' | 'lookup', call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      count(operation, error instanceof GatewayUnavailableError ? 'unavailable' : 'error');
      throw error;
    }
  };
  return {
    kind: gateway.kind,
    async charge(request) {
      const outcome = await thrown('charge', () => gateway.charge(request));
      if (outcome.status === 'failed') count('charge', outcome.reason);
      return outcome;
    },
    async refund(request) {
      const outcome = await thrown('refund', () => gateway.refund(request));
      if (outcome.status === 'failed') count('refund', 'refused');
      return outcome;
    },
    lookup: (request) => thrown('lookup', () => gateway.lookup(request)),
  };
}
