import type { EncounterType, PaymentType } from '@clinicall/shared/scheduling/types';
import type { Executor } from '../../db/database.js';

/** What payments need to know about an encounter: who takes part, and what is due. */
export type PayableEncounter = {
  id: number;
  clinicId: number;
  patientId: number;
  providerId: number;
  providerEmail: string;
  /** For the billing summary's purpose line. */
  providerName: string;
  type: EncounterType;
  paymentType: PaymentType;
  /** patientPayment.quantity, in cents. */
  amountCents: number;
  videoTypeId: number | null;
  /** False once the encounter was cancelled, declined or finished: nothing more is charged. */
  open: boolean;
};

/**
 * The port through which payments reach encounters (the encounters module owns them and
 * implements it in payable-encounters.service.ts).
 */
export type PayableEncounters = {
  /** Read through `ex` when given (a booking's own transaction sees its new encounter). */
  find(encounterId: number, ex?: Executor): Promise<PayableEncounter | null>;
  /** C109 paymentData.transactionId: written in the transaction that records the charge. */
  recordCharge(tx: Executor, encounterId: number, transactionId: string): Promise<void>;
};
