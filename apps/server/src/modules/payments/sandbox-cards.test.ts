import { SandboxTestCards } from '@clinicall/shared/payments';
import { describe, expect, test } from 'vitest';
import { isExpired, passesLuhn, sandboxTestCard } from './sandbox-cards.js';

describe('sandbox cards', () => {
  test("every test card passes the Luhn check, and a changed digit doesn't", () => {
    for (const number of Object.values(SandboxTestCards)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  test('the three Stripe test numbers approve, decline and lack funds', () => {
    expect(sandboxTestCard(SandboxTestCards.approved)?.behaviour).toBe('approve');
    expect(sandboxTestCard(SandboxTestCards.declined)?.behaviour).toBe('decline');
    expect(sandboxTestCard(SandboxTestCards.insufficientFunds)?.behaviour).toBe(
      'insufficient_funds',
    );
    expect(sandboxTestCard('4111111111111111')).toBeNull();
  });

  test('a card expires after the last day of its month', () => {
    expect(isExpired(2, 2030, new Date('2030-02-28T23:59:59Z'))).toBe(false);
    expect(isExpired(2, 2030, new Date('2030-03-01T00:00:00Z'))).toBe(true);
    expect(isExpired(12, 2030, new Date('2030-12-31T12:00:00Z'))).toBe(false);
  });
});
