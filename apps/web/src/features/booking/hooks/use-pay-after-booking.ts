import type { Dispatch, SetStateAction } from 'react';
import {
  chargeOutcomeUnknown,
  paymentErrorText,
  type CardPayment,
  type PendingCharge,
} from '../../payments';
import type { BookingRequest, useBookAppointment } from '../api/book-appointment';
import { cardPaymentDue, type BookingDraft } from '../booking-draft';

type Outcome =
  | { kind: 'paid' }
  | { kind: 'form-incomplete' }
  | { kind: 'booking-failed'; error: unknown }
  | { kind: 'payment-failed'; text: string };

interface Input {
  draft: BookingDraft;
  setDraft: Dispatch<SetStateAction<BookingDraft>>;
  request: (draft: BookingDraft) => BookingRequest;
  book: ReturnType<typeof useBookAppointment>;
  card: CardPayment | undefined;
}

/**
 * C66: a self-paid visit is booked first and charged after. The form is checked and the card
 * tokenized before anything is booked; the booked request's id and the charge's Idempotency-Key
 * are kept in the draft, so confirming again after a failure neither books twice nor, when the
 * first charge may have gone through, charges twice. A refused charge leaves the request booked
 * (REQUESTED, unpaid): the next confirm pays for that same request with a new card token and key.
 */
export function usePayAfterBooking({ draft, setDraft, request, book, card }: Input) {
  const due = card !== undefined && cardPaymentDue(draft);

  async function run(): Promise<Outcome> {
    if (card === undefined) throw new Error('a card payment is run without a card form');
    const pending = await card.prepare(draft.pendingCharge);
    if (pending === null) return { kind: 'form-incomplete' };
    const keep = (changes: Partial<BookingDraft>) =>
      setDraft((current) => ({ ...current, ...changes }));
    keep({ pendingCharge: pending });

    let encounterId = draft.bookedEncounterId;
    if (encounterId === null) {
      try {
        encounterId = (await book.mutateAsync(request(draft))).id;
      } catch (error) {
        return { kind: 'booking-failed', error };
      }
      keep({ bookedEncounterId: encounterId });
    }
    return charge(card, pending, encounterId, keep);
  }

  async function charge(
    card: CardPayment,
    pending: PendingCharge,
    encounterId: number,
    keep: (changes: Partial<BookingDraft>) => void,
  ): Promise<Outcome> {
    if (draft.type === null || draft.provider === null) {
      throw new Error('a charge is made for a draft without type or provider');
    }
    try {
      await card.charge(pending, {
        encounterId,
        encounterType: draft.type,
        providerEmail: draft.provider.email,
        paymentData: { paymentType: 'CASH', videoTypeId: draft.videoTypeId },
      });
      return { kind: 'paid' };
    } catch (error) {
      // A refusal is final for this card token: the next try tokenizes again under a new key.
      if (!chargeOutcomeUnknown(error)) keep({ pendingCharge: null });
      return { kind: 'payment-failed', text: paymentErrorText(error) };
    }
  }

  return { due, run };
}
