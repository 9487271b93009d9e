import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { domainError } from '../../lib/domain-error.js';

/**
 * The Standard Webhooks check of a delivery: `webhook-signature` must be the HMAC-SHA256 of
 * `webhook-id.webhook-timestamp.body` under the partner's secret, and the timestamp within the
 * library's five-minute window (so a captured delivery cannot be replayed later). Any failure is
 * one 401: which part failed is not told to the sender.
 */
export function verifyDelivery(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  const pick = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  try {
    new Webhook(secret).verify(rawBody, {
      'webhook-id': pick('webhook-id'),
      'webhook-timestamp': pick('webhook-timestamp'),
      'webhook-signature': pick('webhook-signature'),
    });
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw domainError('INGEST_SIGNATURE_INVALID');
    throw error;
  }
}
