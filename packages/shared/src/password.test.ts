import { describe, expect, test } from 'vitest';
import { Messages } from './messages.js';
import { NewPasswordSchema, isStrongPassword } from './password.js';

describe('password rule', () => {
  test('H19 A38 at least 8 characters with a lowercase, an uppercase letter and a digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });

  test('A38 the schema reports the spec message', () => {
    const result = NewPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(Messages.password.rule);
  });
});
