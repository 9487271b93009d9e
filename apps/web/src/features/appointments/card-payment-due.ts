import type { Encounter } from '@clinicall/shared/scheduling/encounters';

/**
 * C76: a request the patient pays by card (CASH above 0) that nobody has paid yet is accepted
 * through the payment dialog; one already paid (the patient paid when booking) is accepted at once.
 */
export const cardPaymentDue = (encounter: Encounter) =>
  encounter.patientPayment.paymentType === 'CASH' &&
  encounter.patientPayment.quantity > 0 &&
  encounter.paymentData.transactionId === null;
