import { expect, test } from 'vitest';
import { AuthTokenSchema } from '@clinicall/shared/identity';
import { getValidToken, isAuthToken, setLoginOutcome, setToken, StorageKey } from './auth-storage';

test('A9 each login outcome replaces the previous flag', () => {
  setLoginOutcome('passcode');
  setLoginOutcome('token');
  expect(localStorage.getItem(StorageKey.loginOutcome)).toBe('token');
});

test('A6 the stored token object keeps token and expires', () => {
  const token = { token: 'abc', expires: Date.now() + 1000 };
  setToken(token);
  expect(JSON.parse(localStorage.getItem(StorageKey.token) ?? '')).toEqual(token);
  expect(getValidToken()).toEqual(token);
});

test('A25 a malformed stored token is dropped rather than trusted', () => {
  localStorage.setItem(StorageKey.token, '{"token":1}');
  expect(getValidToken()).toBeNull();
  expect(localStorage.getItem(StorageKey.token)).toBeNull();
});

test('A25 the hand-written token check answers as the shared AuthTokenSchema does', () => {
  const samples: unknown[] = [
    { token: 'abc', expires: 1 },
    { token: 'abc', expires: 1, extra: true },
    { token: '', expires: 0 },
    { token: 'abc', expires: 1.5 },
    { token: 'abc', expires: 2 ** 60 },
    { token: 'abc', expires: '1' },
    { token: 1, expires: 1 },
    { expires: 1 },
    [],
    null,
    'abc',
  ];
  for (const sample of samples) {
    expect(isAuthToken(sample), JSON.stringify(sample)).toBe(
      AuthTokenSchema.safeParse(sample).success,
    );
  }
});
