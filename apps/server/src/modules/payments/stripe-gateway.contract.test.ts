import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { GatewayUnavailableError } from './payment-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';

type Recorded = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
};

/** Stripe's answers for the few calls the adapter makes, chosen by the PaymentMethod sent. */
function standInAnswer(path: string, form: Record<string, string>): [number, unknown] {
  const intent = (status: string, extra: object = {}) => ({
    id: 'pi_test_1',
    object: 'payment_intent',
    amount: Number(form.amount),
    currency: form.currency,
    status,
    ...extra,
  });
  const cardError = (declineCode: string) => ({
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message: 'Your card was declined.',
      payment_intent: intent('requires_payment_method', { id: 'pi_test_declined' }),
    },
  });
  if (path.startsWith('/v1/payment_intents/search?')) {
    const query = new URLSearchParams(path.split('?')[1]).get('query') ?? '';
    const found = (status: string, extra: object = {}) => ({
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: false,
      data: [{ id: 'pi_found', object: 'payment_intent', amount: 2500, status, ...extra }],
    });
    if (query.includes("'pay-charged'")) {
      return [
        200,
        found('succeeded', {
          payment_method: {
            id: 'pm_1',
            object: 'payment_method',
            card: { brand: 'visa', last4: '4242' },
          },
        }),
      ];
    }
    if (query.includes("'pay-processing'")) return [200, found('processing')];
    if (query.includes("'pay-refused'")) {
      return [
        200,
        found('requires_payment_method', {
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
          },
        }),
      ];
    }
    return [
      200,
      { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data: [] },
    ];
  }
  if (path === '/v1/payment_intents') {
    switch (form.payment_method ?? '') {
      case 'pm_card_visa':
        return [
          200,
          intent('succeeded', {
            payment_method: {
              id: 'pm_card_visa',
              object: 'payment_method',
              card: { brand: 'visa', last4: '4242' },
            },
          }),
        ];
      case 'pm_card_chargeDeclined':
        return [402, cardError('generic_decline')];
      case 'pm_card_chargeDeclinedInsufficientFunds':
        return [402, cardError('insufficient_funds')];
      case 'pm_card_authenticationRequired':
        return [
          200,
          intent('requires_action', { payment_method: 'pm_card_authenticationRequired' }),
        ];
      case 'pm_server_error':
        return [500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }];
      default:
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such PaymentMethod',
            },
          },
        ];
    }
  }
  if (path === '/v1/refunds') {
    if (form.payment_intent === 'pi_already_refunded') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Already refunded',
          },
        },
      ];
    }
    return [
      200,
      { id: 're_test_1', object: 'refund', status: 'succeeded', amount: Number(form.amount) },
    ];
  }
  return [
    404,
    { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } },
  ];
}

let server: Server;
let port: number;
const requests: Recorded[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const [status, answer] = standInAnswer(path, form);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const gateway = () =>
  createStripeGateway({
    secretKey: 'sk_test_contract',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });

const charge = (cardToken: string, idempotencyKey = 'key-charge-1') =>
  gateway().charge({
    idempotencyKey,
    amountCents: 2500,
    cardToken,
    description: 'Video Exam with Paula Provider',
    metadata: { paymentId: 'pay-1', encounterId: 'enc-1' },
  });

describe('Stripe adapter contract (the official client against a local stand-in)', () => {
  test('a charge creates and confirms one PaymentIntent with our idempotency key and the form fields Stripe expects', async () => {
    const outcome = await charge('pm_card_visa');
    expect(outcome).toEqual({
      status: 'succeeded',
      transactionId: 'pi_test_1',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe('key-charge-1');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_contract');
    expect(sent?.form).toMatchObject({
      amount: '2500',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[paymentId]': 'pay-1',
      'metadata[encounterId]': 'enc-1',
      'expand[0]': 'payment_method',
    });
  });

  test('C67 card_declined maps to declined, with the failed intent kept', async () => {
    expect(await charge('pm_card_chargeDeclined')).toEqual({
      status: 'failed',
      reason: 'declined',
      transactionId: 'pi_test_declined',
    });
  });

  test('C67 a decline for insufficient funds maps to insufficient_funds', async () => {
    expect(await charge('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      status: 'failed',
      reason: 'insufficient_funds',
    });
  });

  test('requires_action (3-D Secure) maps to a failed charge of that reason', async () => {
    expect(await charge('pm_card_authenticationRequired')).toEqual({
      status: 'failed',
      reason: 'requires_action',
      transactionId: 'pi_test_1',
    });
  });

  test('an unknown PaymentMethod is a definite failure: nothing was charged', async () => {
    expect(await charge('pm_missing')).toEqual({
      status: 'failed',
      reason: 'error',
      transactionId: null,
    });
  });

  test('server errors are retried with the same key, then reported as an unknown outcome', async () => {
    await expect(charge('pm_server_error', 'key-retry')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(requests.length).toBe(3);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set(['key-retry']),
    );
  });

  test('a refund refunds the PaymentIntent in full with our idempotency key', async () => {
    const outcome = await gateway().refund({
      idempotencyKey: 'key-refund-1',
      transactionId: 'pi_test_1',
      amountCents: 2500,
    });
    expect(outcome).toEqual({ status: 'succeeded', refundId: 're_test_1' });
    expect(requests[0]?.path).toBe('/v1/refunds');
    expect(requests[0]?.headers['idempotency-key']).toBe('key-refund-1');
    expect(requests[0]?.form).toEqual({ payment_intent: 'pi_test_1', amount: '2500' });
  });

  test('a lookup searches the intents by our payment id, without charging', async () => {
    const lookup = (paymentId: string) =>
      gateway().lookup({ idempotencyKey: 'key-lookup', paymentId });
    expect(await lookup('pay-charged')).toEqual({
      status: 'succeeded',
      transactionId: 'pi_found',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(requests[0]?.method).toBe('GET');
    const sent = new URLSearchParams(requests[0]?.path.split('?')[1]);
    expect(sent.get('query')).toBe("metadata['paymentId']:'pay-charged'");
    expect(sent.get('expand[0]')).toBe('data.payment_method');
    expect(await lookup('pay-processing')).toEqual({ status: 'processing' });
    expect(await lookup('pay-refused')).toEqual({
      status: 'failed',
      reason: 'insufficient_funds',
      transactionId: 'pi_found',
    });
    expect(await lookup('pay-unknown')).toEqual({ status: 'not_found' });
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  test('a refund Stripe refuses is a failed refund', async () => {
    expect(
      await gateway().refund({
        idempotencyKey: 'key-refund-2',
        transactionId: 'pi_already_refunded',
        amountCents: 2500,
      }),
    ).toEqual({ status: 'failed', reason: 'charge_already_refunded' });
  });
});
