import {
  CURRENCY,
  dollars,
  type BillingSummary,
  type MakePaymentRequest,
  type PaymentReceipt,
  type PaymentsConfig,
  type RefundReceipt,
  type SandboxCardSchema,
} from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import type { z } from 'zod';
import type { PaymentsConfig as PaymentsSettings } from '../../config.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Db, Executor } from '../../db/database.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { defaultTiming } from './await-settled.js';
import { defineBookingChargeSweeps, type HeldBooking } from './booking-charge-sweeper.js';
import { createCharges } from './charges.js';
import { chargeWithBooking, type BookingSteps } from './charge-with-booking.js';
import {
  confirmAfterCharge,
  defineRefundRetries,
  type ConfirmStep,
} from './confirm-after-charge.js';
import type { PayableEncounter, PayableEncounters } from './payable-encounters.js';
import { ensureDue, ensureMatches, purposeOf, receipt, refundReceipt } from './payment-terms.js';
import type { PaymentGateway } from './payment-gateway.js';
import { billingRepository, paymentsRepository } from './payments.repository.js';
import { createRefunds } from './refunds.js';
import { requestHash } from '../../lib/request-hash.js';
import {
  defineUnconfirmedChargeSweeps,
  scheduleConfirmSweep,
} from './unconfirmed-charge-sweeper.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { countGatewayFailures, type GatewayFailureCounter } from './gateway-failures.js';

export type {
  BookingSteps,
  ConfirmStep,
  HeldBooking,
  PayableEncounter,
  PayableEncounters,
  PaymentGateway,
};
export type { ChargeThenConfirmResult } from './confirm-after-charge.js';

export type PaymentsDeps = {
  db: Db;
  settings: PaymentsSettings;
  encounters: PayableEncounters;
  /** Whether the caller is the patient or heads the patient's family (the clinics' access check). */
  isSelfOrFamily(callerId: number, patientId: number): Promise<boolean>;
  /** Automatic refunds the gateway could not answer are retried through the queue. */
  jobs: JobQueue;
  /** Replaces the configured gateway (tests: a gateway whose refunds fail). */
  gateway?: PaymentGateway;
  /** Told of every failed gateway call (the metrics' payment failures). */
  onGatewayFailure?: GatewayFailureCounter;
};

/**
 * The configured gateway when it is Stripe: its client library is loaded only then (importing it
 * cost every start a tenth of a second for installations on the sandbox or without payments).
 */
export async function loadConfiguredGateway(
  settings: PaymentsSettings,
): Promise<PaymentGateway | undefined> {
  if (settings.gateway !== 'stripe') return undefined;
  const { createStripeGateway } = await import('./stripe-gateway.js');
  return createStripeGateway({ secretKey: settings.secretKey });
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, settings, encounters } = deps;
  const sandbox = settings.gateway === 'sandbox' ? createSandboxGateway(db) : null;
  // Stripe comes in as `deps.gateway` (see loadConfiguredGateway).
  const chosen = deps.gateway ?? sandbox;
  const gateway =
    chosen && deps.onGatewayFailure ? countGatewayFailures(chosen, deps.onGatewayFailure) : chosen;
  const timing = defaultTiming;
  const charges = gateway && createCharges({ db, gateway, encounters, timing });
  const refunds = gateway && createRefunds({ db, gateway, timing });
  if (refunds) defineRefundRetries(deps.jobs, db, refunds);
  if (gateway && charges) {
    defineUnconfirmedChargeSweeps({ db, jobs: deps.jobs, gateway, charges, timing });
  }

  const enabled = () => {
    if (!charges || !refunds) throw domainError('CARD_PAYMENTS_OFF');
    return { charges, refunds };
  };

  /** The encounter, if the caller takes part in it: its patient (or family head) or provider. */
  async function encounterFor(ctx: SignedInContext, encounterId: number) {
    const encounter = await encounters.find(encounterId);
    if (!encounter) throw domainError('NOT_FOUND');
    const { userId, role } = ctx.actor;
    const party =
      role === Role.provider
        ? encounter.providerId === userId
        : role === Role.patient && (await deps.isSelfOrFamily(userId, encounter.patientId));
    if (!party) throw domainError('FORBIDDEN');
    return encounter;
  }

  async function refundable(ctx: SignedInContext, transactionId: string) {
    const payment = await paymentsRepository.byId(db, transactionId);
    if (!payment) throw domainError('NOT_FOUND');
    // Clinic admins and the super admin reach it through the clinic rule; a provider only their own.
    if (ctx.actor.role === Role.provider && payment.providerId !== ctx.actor.userId) {
      throw domainError('FORBIDDEN');
    }
    return payment;
  }

  return {
    /**
     * Refunds the charge of an appointment that will not take place (declined or cancelled), in
     * the queue: written in the caller's transaction, so it happens exactly when the status
     * change commits, and retried with the same key until the gateway answers.
     */
    async refundLater(tx: Executor, paymentId: string) {
      if (!refunds) return;
      await deps.jobs.enqueue(tx, 'payments.refund', { paymentId });
    },

    /** Which card form the web shows, and Stripe's publishable key. */
    config(): PaymentsConfig {
      return {
        gateway: settings.gateway,
        publishableKey: settings.gateway === 'stripe' ? settings.publishableKey : null,
        currency: CURRENCY,
      };
    },

    /** Whether the sandbox's tokenize endpoint exists (only while the sandbox is the gateway). */
    sandboxActive: sandbox !== null && chosen === sandbox,

    async tokenize(ctx: SignedInContext, card: z.output<typeof SandboxCardSchema>) {
      if (!sandbox) throw domainError('NOT_FOUND');
      return sandbox.tokenize(ctx.actor.userId, card);
    },

    /** C66: charges the encounter's price to the card token; safe to retry with the same key. */
    async makePayment(
      ctx: SignedInContext,
      idempotencyKey: string,
      body: MakePaymentRequest,
    ): Promise<PaymentReceipt> {
      const { charges } = enabled();
      const encounter = await encounterFor(ctx, body.encounterId);
      const hash = requestHash({ op: 'makePayment', by: ctx.actor.userId, body });
      const replayed = await charges.replayIfKnown(idempotencyKey, hash);
      if (replayed) return receipt(replayed);
      ensureMatches(body, encounter);
      ensureDue(encounter);
      const payment = await charges.charge({
        idempotencyKey,
        requestHash: hash,
        encounter,
        requestedBy: ctx.actor.userId,
        cardToken: body.cardToken,
        purpose: purposeOf(encounter),
      });
      await ctx.audit('payment.charged', {
        subject: payment.id,
        detail: { encounterId: encounter.id, amountCents: payment.amountCents },
      });
      return receipt(payment);
    },

    /** C69: a full refund of one payment; safe to retry with the same key. */
    async refundPayment(
      ctx: SignedInContext,
      idempotencyKey: string,
      transactionId: string,
    ): Promise<RefundReceipt> {
      const { refunds } = enabled();
      const payment = await refundable(ctx, transactionId);
      const hash = requestHash({ op: 'refundPayment', by: ctx.actor.userId, transactionId });
      const replayed = await refunds.replayIfKnown(idempotencyKey, hash);
      if (replayed) return refundReceipt(replayed);
      const refund = await refunds.refund({
        idempotencyKey,
        requestHash: hash,
        payment,
        requestedBy: ctx.actor.userId,
      });
      await ctx.audit('payment.refunded', {
        subject: payment.id,
        detail: { refundId: refund.id, amountCents: refund.amountCents },
      });
      return refundReceipt(refund);
    },

    /**
     * C69–C71, C77: charge the encounter, then run `confirm` (the accept) in a transaction; if it
     * throws, refund at once and say which of the spec's three messages applies. The same key
     * replays the flow without charging, confirming or refunding twice.
     */
    async chargeThenConfirm(
      ctx: SignedInContext,
      input: { idempotencyKey: string; encounterId: number; cardToken: string },
      confirm: ConfirmStep,
    ) {
      const { charges, refunds } = enabled();
      const encounter = await encounterFor(ctx, input.encounterId);
      const hash = requestHash({ op: 'chargeThenConfirm', by: ctx.actor.userId, ...input });
      let payment = await charges.replayIfKnown(input.idempotencyKey, hash);
      if (!payment) {
        ensureDue(encounter);
        payment = await charges.charge(
          {
            idempotencyKey: input.idempotencyKey,
            requestHash: hash,
            encounter,
            requestedBy: ctx.actor.userId,
            cardToken: input.cardToken,
            purpose: purposeOf(encounter),
          },
          (tx, reserved) => scheduleConfirmSweep(tx, deps.jobs, reserved.id),
        );
      }
      return confirmAfterCharge({
        db,
        refunds,
        jobs: deps.jobs,
        ctx,
        payment,
        receipt: receipt(payment),
        confirm,
      });
    },

    /** A patient's card-paid booking and its charge as one flow (see `chargeWithBooking`). */
    async bookAndCharge(
      ctx: SignedInContext,
      input: { idempotencyKey: string; cardToken: string; request: unknown },
      steps: BookingSteps,
    ) {
      const { charges } = enabled();
      const payment = await chargeWithBooking(
        { db, charges, encounters, jobs: deps.jobs },
        ctx,
        input,
        steps,
      );
      await ctx.audit('payment.charged', {
        subject: payment.id,
        detail: { encounterId: payment.encounterId, amountCents: payment.amountCents },
      });
      return { encounterId: payment.encounterId, payment: receipt(payment) };
    },

    /**
     * Settles paid bookings whose charge never got an answer and that nobody retried (see
     * booking-charge-sweeper); the encounters module hands over how to complete or withdraw one.
     */
    sweepUnansweredBookingCharges(held: HeldBooking) {
      if (!gateway || !charges) return;
      defineBookingChargeSweeps({ db, jobs: deps.jobs, gateway, charges, timing }, held);
    },

    /** C107: the patient's entries (or a family member's), newest first, in US dollars. */
    async billingSummary(
      ctx: ScopedContext,
      query: { patientId?: number | undefined; page: number; size: number },
    ): Promise<BillingSummary> {
      const { rows, total } = await billingRepository.pageForPatient(
        db,
        ctx.scope,
        query.patientId ?? ctx.actor.userId,
        { offset: query.page * query.size, limit: query.size },
      );
      return {
        content: rows.map((row) => ({
          id: row.id,
          createdDate: row.createdAt.toISOString(),
          paymentPurpose: row.paymentPurpose,
          amount: dollars(row.amountCents),
          currency: CURRENCY,
        })),
        last: (query.page + 1) * query.size >= total,
        totalElements: total,
      };
    },

    /** The clinic of an encounter, for the access rule of POST /makePayment. */
    async clinicOfEncounter(encounterId: number) {
      return (await encounters.find(encounterId))?.clinicId ?? null;
    },

    /** The clinic of a payment, for the access rule of POST /refundPayment. */
    clinicOfPayment: (transactionId: string) => paymentsRepository.clinicOf(db, transactionId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
