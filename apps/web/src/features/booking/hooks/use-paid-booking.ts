import type { Dispatch, SetStateAction } from 'react';
import { isApiError } from '../../../lib/api-error';
import { chargeOutcomeUnknown, paymentErrorText, type CardPayment } from '../../payments';
import type { BookingRequest } from '../api/book-appointment';
import type { useBookAndPay } from '../api/book-and-pay';
import { cardPaymentDue, type BookingDraft } from '../booking-draft';

type Outcome =
  | { kind: 'paid' }
  | { kind: 'form-incomplete' }
  | { kind: 'time-gone'; error: unknown }
  | { kind: 'payment-failed'; text: string; unknown: boolean };

/** Refusals that mean the chosen time is gone: the date step shows again with fresh times. */
export const TIME_GONE = ['SLOT_TAKEN', 'SLOT_UNAVAILABLE'];

interface Input {
  draft: BookingDraft;
  setDraft: Dispatch<SetStateAction<BookingDraft>>;
  request: (draft: BookingDraft) => BookingRequest;
  bookAndPay: ReturnType<typeof useBookAndPay>;
  card: CardPayment | undefined;
}

/**
 * C60, C66: a self-paid visit is booked and charged in one call. The form is checked and the card
 * tokenized first; the charge's Idempotency-Key is kept in the draft while its outcome is unknown,
 * so confirming again asks about the same booking and charge instead of making new ones. A refused
 * card books nothing (the server withdraws the booking): the next confirm is a new attempt.
 */
export function usePaidBooking({ draft, setDraft, request, bookAndPay, card }: Input) {
  const due = card !== undefined && cardPaymentDue(draft);

  /**
   * Issue 21: the card form is checked, and the card tokenized, when the payment step is left, so
   * the summary only claims a card payment the form can make. The charge it prepares is kept in the
   * draft: confirming charges that one (or, after an edit, a new one).
   */
  async function check(): Promise<boolean> {
    if (card === undefined) throw new Error('a card payment is checked without a card form');
    const pending = await card.prepare(draft.pendingCharge);
    if (pending === null) return false;
    setDraft((current) => ({ ...current, pendingCharge: pending }));
    return true;
  }

  async function run(): Promise<Outcome> {
    if (card === undefined) throw new Error('a card payment is run without a card form');
    const booking = request(draft);
    if (booking.by !== 'patient') throw new Error('only a patient pays when booking');
    const pending = await card.prepare(draft.pendingCharge);
    if (pending === null) return { kind: 'form-incomplete' };
    const keep = (pendingCharge: BookingDraft['pendingCharge']) =>
      setDraft((current) => ({ ...current, pendingCharge }));
    keep(pending);
    try {
      await bookAndPay.mutateAsync({
        idempotencyKey: pending.idempotencyKey,
        body: { booking: booking.body, payment: card.paymentFields(pending) },
      });
      return { kind: 'paid' };
    } catch (error) {
      const unknown = chargeOutcomeUnknown(error);
      // A definite answer ends this key's flow: the next try tokenizes again under a new key.
      if (!unknown) keep(null);
      if (isApiError(error) && TIME_GONE.includes(error.code)) return { kind: 'time-gone', error };
      return { kind: 'payment-failed', text: paymentErrorText(error), unknown };
    }
  }

  return { due, check, run };
}
