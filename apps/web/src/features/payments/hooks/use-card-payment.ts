import { useCallback, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { Messages } from '@clinicall/shared/messages';
import type { MakePaymentRequest, PaymentReceipt } from '@clinicall/shared/payments';
import { isApiError } from '../../../lib/api-error';
import { makePayment } from '../api/payments-api';
import {
  billingErrors,
  CardError,
  emptyBilling,
  type BillingErrors,
  type BillingInfo,
  type Tokenizer,
} from '../billing';

/**
 * A charge being made: its Idempotency-Key and the card token it names. Kept (e.g. in a booking
 * draft) until the charge has a definite answer, so a retry sends the very same request and the
 * server answers it once (C66).
 */
export const PendingChargeSchema = z.object({
  idempotencyKey: z.string(),
  cardToken: z.string(),
});
export type PendingCharge = z.infer<typeof PendingChargeSchema>;

/** What the caller knows of the appointment; the card and billing parts come from the form. */
export type ChargeTarget = Omit<MakePaymentRequest, 'cardToken' | 'phone' | 'nameOnCard'>;

/**
 * Whether a failed charge may have reached the card: no answer, a server or gateway failure, or a
 * charge still in progress. Such a retry must reuse the key; any other refusal is final.
 */
export const chargeOutcomeUnknown = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.code === 'IDEMPOTENCY_IN_PROGRESS';

/** C68: the server's own text for a failed payment, or the spec's fallback. */
export function paymentErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.code === 'UNEXPECTED_ANSWER') {
    return Messages.payment.checkData;
  }
  return error.message;
}

/**
 * C64–C67: the state of a card form (billing fields, the card fields' tokenizer) and the two
 * moves of a payment: `prepare` checks the form and gets a card token, `charge` posts makePayment.
 */
export function useCardPayment() {
  const [billing, setBilling] = useState<BillingInfo>(emptyBilling);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const tokenizer = useRef<Tokenizer | null>(null);

  const setTokenizer = useCallback((next: Tokenizer | null) => {
    tokenizer.current = next;
  }, []);

  const changeBilling = useCallback((next: BillingInfo) => {
    setBilling(next);
    setErrors({});
  }, []);

  /** Null when the form is not complete: its errors are then shown beside the fields. */
  const prepare = useCallback(
    async (existing: PendingCharge | null): Promise<PendingCharge | null> => {
      const found = billingErrors(billing);
      setErrors(found);
      setCardError(null);
      if (Object.keys(found).length > 0) return null;
      if (existing) return existing;
      if (!tokenizer.current) {
        setCardError(Messages.payment.cardPaymentsOff);
        return null;
      }
      try {
        const token = await tokenizer.current(billing);
        return { idempotencyKey: crypto.randomUUID(), cardToken: token.cardToken };
      } catch (error) {
        setCardError(
          error instanceof CardError || isApiError(error)
            ? error.message
            : Messages.payment.checkData,
        );
        return null;
      }
    },
    [billing],
  );

  const charge = useCallback(
    (pending: PendingCharge, target: ChargeTarget): Promise<PaymentReceipt> =>
      makePayment(
        {
          ...target,
          phone: billing.telephoneNumber,
          nameOnCard: billing.nameOnCard,
          cardToken: pending.cardToken,
        },
        pending.idempotencyKey,
      ),
    [billing],
  );

  /** The card part of a request that charges elsewhere (a paid booking). */
  const paymentFields = useCallback(
    (pending: PendingCharge) => ({
      phone: billing.telephoneNumber,
      nameOnCard: billing.nameOnCard,
      cardToken: pending.cardToken,
    }),
    [billing],
  );

  return useMemo(
    () => ({
      form: { billing, errors, cardError, setBilling: changeBilling, setCardError, setTokenizer },
      prepare,
      charge,
      paymentFields,
    }),
    [billing, errors, cardError, changeBilling, setTokenizer, prepare, charge, paymentFields],
  );
}

export type CardPayment = ReturnType<typeof useCardPayment>;
export type CardFormState = CardPayment['form'];
