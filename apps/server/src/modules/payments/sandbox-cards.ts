import { SandboxTestCards } from '@clinicall/shared/payments';

export type SandboxBehaviour = 'approve' | 'decline' | 'insufficient_funds';

/**
 * The card numbers the sandbox accepts: Stripe's published test numbers, each with what it does.
 * Any other number is refused, so a real card number never yields a token here.
 */
const TEST_CARDS = new Map<string, { brand: string; behaviour: SandboxBehaviour }>([
  [SandboxTestCards.approved, { brand: 'visa', behaviour: 'approve' }],
  [SandboxTestCards.declined, { brand: 'visa', behaviour: 'decline' }],
  [SandboxTestCards.insufficientFunds, { brand: 'visa', behaviour: 'insufficient_funds' }],
  ['4000056655665556', { brand: 'visa', behaviour: 'approve' }],
  ['5555555555554444', { brand: 'mastercard', behaviour: 'approve' }],
  ['2223003122003222', { brand: 'mastercard', behaviour: 'approve' }],
  ['378282246310005', { brand: 'amex', behaviour: 'approve' }],
  ['6011111111111117', { brand: 'discover', behaviour: 'approve' }],
]);

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const sandboxTestCard = (digits: string) => TEST_CARDS.get(digits) ?? null;

/** A card expires at the end of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const firstDayAfter = Date.UTC(expYear, expMonth, 1);
  return now.getTime() >= firstDayAfter;
}
