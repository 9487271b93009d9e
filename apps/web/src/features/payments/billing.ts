import { Messages } from '@clinicall/shared/messages';

/** C64: the billing part of the payment form; the card itself stays with the card provider. */
export interface BillingInfo {
  customerName: string;
  addressLine1: string;
  addressLine2: string;
  telephoneNumber: string;
  nameOnCard: string;
}

export const emptyBilling: BillingInfo = {
  customerName: '',
  addressLine1: '',
  addressLine2: '',
  telephoneNumber: '',
  nameOnCard: '',
};

export type BillingErrors = Partial<Record<keyof BillingInfo, string>>;

/** C65: the two billing fields the spec requires, with its own words. */
export function billingErrors(billing: BillingInfo): BillingErrors {
  const errors: BillingErrors = {};
  if (billing.nameOnCard.trim() === '') errors.nameOnCard = Messages.payment.nameOnCardRequired;
  if (billing.telephoneNumber.trim() === '') {
    errors.telephoneNumber = Messages.payment.phoneRequired;
  }
  return errors;
}

/** What a card form gives back: the token the charge names, never the card itself. */
export interface CardToken {
  cardToken: string;
  cardLast4: string | null;
}

/**
 * Turns what was typed into a token, or throws a `CardError` whose text is shown under the card
 * fields (C65: those errors come from the card provider).
 */
export type Tokenizer = (billing: BillingInfo) => Promise<CardToken>;

export class CardError extends Error {
  override readonly name = 'CardError';
}
