import type {
  PaidBooking,
  PaidPatientBookingRequestSchema,
} from '@clinicall/shared/scheduling/paid-booking';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { HeldBooking, PaymentsService } from '../payments/payments.service.js';
import type { BookingService } from './booking.service.js';
import { toEncounterDto } from './encounter-dto.js';
import { encountersRepository as repo } from './encounters.repository.js';

type PaidPatientBooking = z.output<typeof PaidPatientBookingRequestSchema>;

/**
 * A patient's card-paid booking (C60 + C66 as one flow): booked and charged together, withdrawn
 * when the card is refused, mailed to the provider only once paid. The rule itself lives in the
 * payments module's `chargeWithBooking` (and its sweeper of unanswered charges); this joins both
 * to the booking.
 */
export function createPaidBookingService(deps: {
  db: Db;
  booking: BookingService;
  payments: PaymentsService;
}) {
  const { db, booking, payments } = deps;
  const held: HeldBooking = {
    wanted: (id) => booking.heldStillWanted(id),
    onCharged: (tx, id) => booking.mailHeldRequest(tx, id),
    release: (id) => booking.releaseUnpaid(id),
  };
  payments.sweepUnansweredBookingCharges(held);
  return {
    async byPatient(
      ctx: ScopedContext,
      idempotencyKey: string,
      body: PaidPatientBooking,
    ): Promise<PaidBooking> {
      const { encounterId, payment } = await payments.bookAndCharge(
        ctx,
        { idempotencyKey, cardToken: body.payment.cardToken, request: body },
        { ...held, prepare: () => booking.prepareByPatient(ctx, body.booking) },
      );
      const row = await repo.withParties(db, encounterId);
      if (!row) throw new Error('the paid encounter vanished');
      const encounter = toEncounterDto(row, {
        id: ctx.actor.userId,
        timeZone: ctx.actor.account.timeZone ?? 'UTC',
      });
      return { encounter, payment };
    },
  };
}

export type PaidBookingService = ReturnType<typeof createPaidBookingService>;
