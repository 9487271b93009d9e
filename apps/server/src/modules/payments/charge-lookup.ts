import type { Db } from '../../db/database.js';
import type { ChargeLookup, ChargeOutcome, PaymentGateway } from './payment-gateway.js';
import { paymentsRepository as repo, type PaymentRow } from './payments.repository.js';

/** A charge the gateway never saw was never made: it fails, as a refused card does. */
export const NEVER_MADE: ChargeOutcome = { status: 'failed', reason: 'error', transactionId: null };

/**
 * What the gateway says became of a pending charge the caller has claimed. An unreachable gateway
 * or an undecided charge releases the claim and throws, so the sweep's job asks again later.
 */
export async function askGateway(
  db: Db,
  gateway: PaymentGateway,
  row: PaymentRow,
): Promise<Exclude<ChargeLookup, { status: 'processing' }>> {
  let state: ChargeLookup;
  try {
    state = await gateway.lookup({ idempotencyKey: row.idempotencyKey, paymentId: row.id });
  } catch (error) {
    await repo.release(db, row.id);
    throw error;
  }
  if (state.status === 'processing') {
    await repo.release(db, row.id);
    throw new Error('the gateway is still processing the charge');
  }
  return state;
}
