import {
  CURRENCY,
  dollars,
  type MakePaymentRequest,
  type PaymentReceipt,
  type RefundReceipt,
} from '@clinicall/shared/payments';
import { EncounterTypeLabel } from '@clinicall/shared/scheduling/types';
import { domainError } from '../../lib/domain-error.js';
import type { PayableEncounter } from './payable-encounters.js';
import type { PaymentRow, RefundRow } from './payments.repository.js';

export const receipt = (row: PaymentRow): PaymentReceipt => ({
  transactionId: row.id,
  cardToken: row.cardToken,
  cardBrand: row.cardBrand,
  cardLast4: row.cardLast4,
  amount: dollars(row.amountCents),
  currency: CURRENCY,
});

export const refundReceipt = (row: RefundRow): RefundReceipt => ({
  refundId: row.id,
  transactionId: row.paymentId,
  amount: dollars(row.amountCents),
  currency: CURRENCY,
});

/** C113's paymentPurpose: the visit type and the provider. */
export const purposeOf = (encounter: PayableEncounter) =>
  `${EncounterTypeLabel[encounter.type]} with ${encounter.providerName}`;

/** C62, C63: insurance and free visits charge nothing; a closed encounter charges nothing more. */
export function ensureDue(encounter: PayableEncounter) {
  if (encounter.paymentType !== 'CASH' || encounter.amountCents <= 0 || !encounter.open) {
    throw domainError('PAYMENT_NOT_DUE');
  }
}

/** The request must describe the encounter it pays for (C66 sends these alongside the id). */
export function ensureMatches(body: MakePaymentRequest, encounter: PayableEncounter) {
  const mismatch = (field: string) =>
    domainError('VALIDATION', `Invalid ${field}: does not match the appointment`);
  if (body.encounterType !== encounter.type) throw mismatch('encounterType');
  if (body.providerEmail.toLowerCase() !== encounter.providerEmail.toLowerCase()) {
    throw mismatch('providerEmail');
  }
  const videoTypeId = body.paymentData.videoTypeId ?? null;
  if (videoTypeId !== null && videoTypeId !== encounter.videoTypeId) {
    throw mismatch('paymentData.videoTypeId');
  }
  if (body.paymentData.paymentType !== 'CASH') throw domainError('PAYMENT_NOT_DUE');
}
