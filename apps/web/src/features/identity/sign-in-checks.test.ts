import { describe, expect, test } from 'vitest';
import { Messages } from '@clinicall/shared/messages';
import { checkSignIn, checkSignInField, credentialsFilled } from './sign-in-checks';

const filled = { email: 'jane@example.org', password: 'Secret123', terms: true };

describe('sign-in checks', () => {
  test.each([
    'jane@example.org',
    '  jane.doe+tag@mail.example.co.uk  ',
    "o'brien@clinic-one.org",
    'a_b@x.io',
  ])('the e-mail %s passes', (email) => {
    expect(checkSignInField('email', { ...filled, email })).toBeNull();
  });

  test.each([
    'notanemail',
    'jane@',
    '@example.org',
    'jane@example',
    '.jane@example.org',
    'jane.@example.org',
    'ja..ne@example.org',
    'jane@-example.org',
    'jane@example.o',
    'jane doe@example.org',
  ])('the e-mail %s is named invalid', (email) => {
    expect(checkSignInField('email', { ...filled, email })).toBe(Messages.login.emailInvalid);
  });

  test('A2 A3 empty fields are required and the terms must be accepted', () => {
    expect(checkSignIn({ email: ' ', password: '', terms: false })).toEqual({
      email: Messages.generic.required,
      password: Messages.generic.required,
      terms: Messages.login.termsRequired,
    });
    expect(checkSignIn(filled)).toEqual({});
  });

  test('the limits of the sign-in request hold: 100 characters of e-mail, 200 of password', () => {
    const longEmail = `${'a'.repeat(89)}@example.org`;
    expect(checkSignInField('email', { ...filled, email: longEmail })).toMatch(/At most 100/);
    expect(checkSignInField('password', { ...filled, password: 'x'.repeat(201) })).toMatch(
      /At most 200/,
    );
  });

  test('A2 Sign In is enabled by filled credentials alone, the terms and the format come on submit', () => {
    expect(credentialsFilled({ email: 'notanemail', password: 'x', terms: false })).toBe(true);
    expect(credentialsFilled({ email: '  ', password: 'x', terms: true })).toBe(false);
    expect(credentialsFilled({ email: 'jane@example.org', password: '', terms: true })).toBe(false);
  });
});
