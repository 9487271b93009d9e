import { Messages } from '@clinicall/shared/messages';
import type { Db, Executor, Tx } from '../../db/database.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import { awaitSettled, type Timing } from './await-settled.js';
import type { PayableEncounter, PayableEncounters } from './payable-encounters.js';
import {
  GatewayUnavailableError,
  type CardFailure,
  type ChargeOutcome,
  type PaymentGateway,
} from './payment-gateway.js';
import {
  billingRepository as billing,
  paymentsRepository as repo,
  type PaymentRow,
} from './payments.repository.js';

export type ChargeInput = {
  idempotencyKey: string;
  requestHash: string;
  encounter: PayableEncounter;
  requestedBy: number;
  cardToken: string;
  purpose: string;
};

/** Work that must commit with a successful charge (a paid booking's request mail). */
export type OnCharged = (tx: Tx, payment: PaymentRow) => Promise<void>;

/** C67: the spec's message, and why in `detail`. */
export const paymentFailed = (reason: string | null) =>
  domainError(
    'PAYMENT_FAILED',
    undefined,
    Messages.payment.failureDetail[(reason ?? 'error') as CardFailure] ??
      Messages.payment.failureDetail.error,
  );

/** Whether an error is the gateway's refusal of the card (C67), as opposed to a failure of ours. */
export const isCardRefusal = (error: unknown) =>
  error instanceof DomainError && error.code === 'PAYMENT_FAILED';

/** The first answer of a settled payment: a failed one fails again, the same way. */
function answer(row: PaymentRow): PaymentRow {
  if (row.status === 'failed') throw paymentFailed(row.failureReason);
  return row;
}

/**
 * One charge per idempotency key and at most one live charge per encounter. The pending row is
 * written before the gateway is called; the outcome settles it, with the billing entry in the same
 * transaction (C113).
 */
export function createCharges(deps: {
  db: Db;
  gateway: PaymentGateway;
  encounters: PayableEncounters;
  timing: Timing;
}) {
  const { db, gateway, encounters, timing } = deps;

  const pendingValues = ({ encounter, ...input }: ChargeInput) => ({
    encounterId: encounter.id,
    patientId: encounter.patientId,
    providerId: encounter.providerId,
    clinicId: encounter.clinicId,
    requestedBy: input.requestedBy,
    amountCents: encounter.amountCents,
    gateway: gateway.kind,
    cardToken: input.cardToken,
    purpose: input.purpose,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
  });

  /** Records the gateway's outcome for a pending row this caller holds; a charge with its billing entry. */
  async function record(
    row: PaymentRow,
    outcome: ChargeOutcome,
    onCharged?: OnCharged,
  ): Promise<PaymentRow> {
    const settled = await db.transaction(async (tx) => {
      if (outcome.status === 'failed') {
        return repo.settle(tx, row.id, {
          status: 'failed',
          failureReason: outcome.reason,
          gatewayTransactionId: outcome.transactionId,
          cardBrand: null,
          cardLast4: null,
        });
      }
      const charged = await repo.settle(tx, row.id, {
        status: 'charged',
        failureReason: null,
        gatewayTransactionId: outcome.transactionId,
        cardBrand: outcome.card.brand,
        cardLast4: outcome.card.last4,
      });
      if (charged) {
        await encounters.recordCharge(tx, charged.encounterId, charged.id);
        await billing.insert(tx, {
          patientId: charged.patientId,
          clinicId: charged.clinicId,
          paymentId: charged.id,
          paymentPurpose: charged.purpose,
          amountCents: charged.amountCents,
        });
        if (onCharged) await onCharged(tx, charged);
      }
      return charged;
    });
    // Null: a request that took the row over settled it first; its answer is ours.
    return answer(settled ?? (await repo.byId(db, row.id))!);
  }

  async function run(row: PaymentRow, onCharged?: OnCharged): Promise<PaymentRow> {
    let outcome;
    try {
      outcome = await gateway.charge({
        idempotencyKey: row.idempotencyKey,
        amountCents: row.amountCents,
        cardToken: row.cardToken,
        description: row.purpose,
        metadata: { paymentId: row.id, encounterId: String(row.encounterId) },
      });
    } catch (error) {
      // Whether money moved is unknown: the next request with this key asks the gateway again.
      await repo.release(db, row.id);
      if (error instanceof GatewayUnavailableError)
        throw domainError('PAYMENT_GATEWAY_UNAVAILABLE');
      throw error;
    }
    return record(row, outcome, onCharged);
  }

  function replay(row: PaymentRow, hash: string, onCharged?: OnCharged) {
    if (row.requestHash !== hash) throw domainError('IDEMPOTENCY_KEY_REUSED');
    return awaitSettled(
      {
        load: async () => (await repo.byId(db, row.id))!,
        claimStale: (pending) => repo.claimStale(db, pending.id, timing.leaseMs),
        run: (claimed) => run(claimed, onCharged),
        answer,
      },
      timing,
    );
  }

  return {
    /** The payment under this key if there is one: a replay answers before any other check. */
    async replayIfKnown(idempotencyKey: string, hash: string, onCharged?: OnCharged) {
      const existing = await repo.byKey(db, idempotencyKey);
      return existing ? replay(existing, hash, onCharged) : null;
    },

    /**
     * Writes the pending charge through `ex` (the transaction that books the appointment), so the
     * key is taken exactly when the booking commits. Null when the key is already taken.
     */
    reserve: (ex: Executor, input: ChargeInput) => repo.insertPending(ex, pendingValues(input)),

    /** Calls the gateway for a reserved charge and settles it. */
    settle: (row: PaymentRow, onCharged?: OnCharged) => run(row, onCharged),

    /**
     * Settles a pending charge this caller has claimed with an outcome learnt otherwise (the
     * sweeper asked the gateway); a failed one throws the payment error as a request would.
     */
    record,

    /**
     * Reserves and runs a charge. `onReserved` writes in the reservation's transaction (the
     * sweeper's check of a flow that must confirm the charge).
     */
    async charge(input: ChargeInput, onReserved?: OnCharged): Promise<PaymentRow> {
      const inserted = await db.transaction(async (tx) => {
        const row = await repo.insertPending(tx, pendingValues(input));
        if (row && onReserved) await onReserved(tx, row);
        return row;
      });
      if (inserted) return run(inserted);
      // The key arrived meanwhile (a concurrent duplicate), or the encounter has a live payment.
      const raced = await repo.byKey(db, input.idempotencyKey);
      if (raced) return replay(raced, input.requestHash);
      throw domainError('ALREADY_PAID');
    },
  };
}

export type Charges = ReturnType<typeof createCharges>;
