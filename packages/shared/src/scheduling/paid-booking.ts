import { z } from 'zod';
import { MakePaymentRequestSchema, PaymentReceiptSchema } from '../payments.js';
import { PatientBookingRequestSchema } from './booking.js';
import { EncounterSchema } from './encounters.js';

/**
 * A patient's card-paid booking as one flow: `POST /encounters/ownedbypatient/paid` with an
 * Idempotency-Key header. The server books the slot and charges the card together; a refused
 * charge withdraws the booking (its slot is free again) and answers the payment error, so no
 * unpaid request is left behind; the same key with the same body answers the first answer again,
 * so a double submit or a retry books and charges at most once.
 */
export const PaidPatientBookingRequestSchema = z.object({
  booking: PatientBookingRequestSchema,
  payment: MakePaymentRequestSchema.pick({ phone: true, nameOnCard: true, cardToken: true }),
});
export type PaidPatientBookingRequest = z.input<typeof PaidPatientBookingRequestSchema>;

export const PaidBookingSchema = z.object({
  encounter: EncounterSchema,
  payment: PaymentReceiptSchema,
});
export type PaidBooking = z.infer<typeof PaidBookingSchema>;
