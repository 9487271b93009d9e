import {
  BillingSummaryQuerySchema,
  BillingSummarySchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  MakePaymentRequestSchema,
  PaymentReceiptSchema,
  PaymentsConfigSchema,
  RefundQuerySchema,
  RefundReceiptSchema,
  SandboxCardSchema,
  SandboxCardTokenSchema,
  type MakePaymentRequest,
} from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];

/** Every money-moving call names its Idempotency-Key (other headers pass through untouched). */
const IdempotentHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema });

export const paymentsRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/payments/config',
      {
        config: { access: { roles: 'any', clinic: Clinic.none } },
        schema: {
          tags,
          summary: 'Which card form to show (sandbox, Stripe Elements, none) and the Stripe key',
          response: { 200: PaymentsConfigSchema },
        },
      },
      async () => payments.config(),
    );

    if (payments.sandboxActive) {
      app.post(
        '/api/payments/sandbox/tokens',
        {
          config: { access: { roles: [Role.patient, Role.provider], clinic: Clinic.none } },
          schema: {
            tags,
            summary:
              'Sandbox gateway only: trades a test card for a one-time token (the number is not kept)',
            body: SandboxCardSchema,
            response: { 200: SandboxCardTokenSchema },
          },
        },
        async (request) => payments.tokenize(signedIn(request.ctx), request.body),
      );
    }

    app.post(
      '/api/makePayment',
      {
        config: {
          access: {
            roles: [Role.patient, Role.provider],
            clinic: Clinic.record(async (request) =>
              payments.clinicOfEncounter((request.body as MakePaymentRequest).encounterId),
            ),
          },
        },
        schema: {
          tags,
          summary: "C66: charges the appointment's price to the card token (Idempotency-Key)",
          headers: IdempotentHeadersSchema,
          body: MakePaymentRequestSchema,
          response: { 200: PaymentReceiptSchema },
        },
      },
      async (request) =>
        payments.makePayment(
          signedIn(request.ctx),
          request.headers[IDEMPOTENCY_HEADER],
          request.body,
        ),
    );

    app.post(
      '/api/refundPayment',
      {
        config: {
          access: {
            roles: [Role.provider, Role.clinicAdmin, Role.superAdmin],
            clinic: Clinic.record(async (request) =>
              payments.clinicOfPayment(
                (request.query as z.infer<typeof RefundQuerySchema>).transactionId,
              ),
            ),
          },
        },
        schema: {
          tags,
          summary: 'C69: refunds a payment in full (Idempotency-Key)',
          headers: IdempotentHeadersSchema,
          querystring: RefundQuerySchema,
          response: { 200: RefundReceiptSchema },
        },
      },
      async (request) =>
        payments.refundPayment(
          signedIn(request.ctx),
          request.headers[IDEMPOTENCY_HEADER],
          request.query.transactionId,
        ),
    );

    app.get(
      '/api/patients/billingSummary',
      {
        config: {
          access: {
            roles: [Role.patient],
            clinic: Clinic.patient('query', 'patientId', { defaultSelf: true }),
          },
          readsPatient: Reads.ofRule('billing'),
        },
        schema: {
          tags,
          summary:
            "C107: the patient's billing entries (or a family member's), newest first, in USD",
          querystring: BillingSummaryQuerySchema,
          response: { 200: BillingSummarySchema },
        },
      },
      async (request) => payments.billingSummary(scoped(request.ctx), request.query),
    );
  };
