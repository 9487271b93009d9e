import { Messages } from '@clinicall/shared/messages';
import type { Db } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { awaitSettled, type Timing } from './await-settled.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';
import {
  billingRepository as billing,
  paymentsRepository as payments,
  refundsRepository as repo,
  type PaymentRow,
  type RefundRow,
} from './payments.repository.js';

export type RefundInput = {
  idempotencyKey: string;
  requestHash: string;
  payment: PaymentRow;
  requestedBy: number | null;
};

function answer(row: RefundRow): RefundRow {
  if (row.status === 'failed') throw domainError('REFUND_FAILED');
  return row;
}

/**
 * Full refunds, once per payment and once per idempotency key. A successful refund marks the
 * payment refunded and writes a negative billing entry in the same transaction (I19).
 */
export function createRefunds(deps: { db: Db; gateway: PaymentGateway; timing: Timing }) {
  const { db, gateway, timing } = deps;

  async function run(row: RefundRow): Promise<RefundRow> {
    const payment = (await payments.byId(db, row.paymentId))!;
    let outcome;
    try {
      outcome = await gateway.refund({
        idempotencyKey: row.idempotencyKey,
        transactionId: payment.gatewayTransactionId ?? '',
        amountCents: row.amountCents,
      });
    } catch (error) {
      await repo.release(db, row.id);
      if (error instanceof GatewayUnavailableError) {
        throw domainError('PAYMENT_GATEWAY_UNAVAILABLE', Messages.payment.refundFailed);
      }
      throw error;
    }
    const settled = await db.transaction(async (tx) => {
      if (outcome.status === 'failed') {
        return repo.settle(tx, row.id, { status: 'failed', gatewayRefundId: null });
      }
      const refunded = await repo.settle(tx, row.id, {
        status: 'succeeded',
        gatewayRefundId: outcome.refundId,
      });
      if (refunded) {
        await payments.markRefunded(tx, payment.id);
        await billing.insert(tx, {
          patientId: payment.patientId,
          clinicId: payment.clinicId,
          paymentId: payment.id,
          refundId: refunded.id,
          paymentPurpose: `${Messages.payment.refundPrefix} ${payment.purpose}`,
          amountCents: -refunded.amountCents,
        });
      }
      return refunded;
    });
    return answer(settled ?? (await repo.byKey(db, row.idempotencyKey))!);
  }

  function replay(row: RefundRow, hash: string) {
    if (row.requestHash !== hash) throw domainError('IDEMPOTENCY_KEY_REUSED');
    return awaitSettled(
      {
        load: async () => (await repo.byKey(db, row.idempotencyKey))!,
        claimStale: (pending) => repo.claimStale(db, pending.id, timing.leaseMs),
        run,
        answer,
      },
      timing,
    );
  }

  return {
    async replayIfKnown(idempotencyKey: string, hash: string) {
      const existing = await repo.byKey(db, idempotencyKey);
      return existing ? replay(existing, hash) : null;
    },

    async refund(input: RefundInput): Promise<RefundRow> {
      const { payment } = input;
      if (payment.status === 'refunded') throw domainError('ALREADY_REFUNDED');
      if (payment.status !== 'charged') throw domainError('NOT_REFUNDABLE');
      const inserted = await repo.insertPending(db, {
        paymentId: payment.id,
        requestedBy: input.requestedBy,
        amountCents: payment.amountCents,
        idempotencyKey: input.idempotencyKey,
        requestHash: input.requestHash,
      });
      if (inserted) return run(inserted);
      const raced = await repo.byKey(db, input.idempotencyKey);
      if (raced) return replay(raced, input.requestHash);
      throw domainError('ALREADY_REFUNDED');
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
