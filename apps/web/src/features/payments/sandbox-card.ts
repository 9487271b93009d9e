import { SandboxCardSchema, type SandboxCard } from '@clinicall/shared/payments';
import { Messages } from '@clinicall/shared/messages';

/** "4242424242424242" → "4242 4242 4242 4242": digits in fours, as printed on the card. */
export const groupCardDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1229" → "12/29": the expiry as MM/YY while it is typed. */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const EXPIRY_INVALID = "Your card's expiration date is invalid.";

/** The typed card as the sandbox's tokenize call takes it, or the first thing wrong with it. */
export function parseSandboxCard(input: {
  number: string;
  expiry: string;
  cvc: string;
}): { card: SandboxCard } | { error: string } {
  const expiry = /^(\d{2})\/(\d{2})$/.exec(input.expiry);
  const expMonth = Number(expiry?.[1]);
  if (!expiry || expMonth < 1 || expMonth > 12) return { error: EXPIRY_INVALID };
  const card = {
    cardNumber: input.number,
    expMonth,
    expYear: 2000 + Number(expiry[2]),
    cvc: input.cvc,
  };
  const parsed = SandboxCardSchema.safeParse(card);
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? Messages.payment.cardNumberInvalid };
  }
  return { card };
}
