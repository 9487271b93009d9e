import type { PaidEncounterType, PaymentType } from '@clinicall/shared/payments';

/** What payments need to know about an encounter: who takes part, and what is due. */
export type PayableEncounter = {
  id: number;
  clinicId: number;
  patientId: number;
  providerId: number;
  providerEmail: string;
  /** For the billing summary's purpose line. */
  providerName: string;
  type: PaidEncounterType;
  paymentType: PaymentType;
  /** patientPayment.quantity, in cents. */
  amountCents: number;
  videoTypeId: number | null;
  /** False once the encounter was cancelled, declined or finished: nothing more is charged. */
  open: boolean;
};

/**
 * The port through which payments read encounters (the scheduling module owns them); the app
 * wires it to the encounters' service.
 */
export type PayableEncounters = {
  find(encounterId: number): Promise<PayableEncounter | null>;
};
