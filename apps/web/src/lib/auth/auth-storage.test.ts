import { expect, test } from 'vitest';
import { getValidToken, setLoginOutcome, setToken, StorageKey } from './auth-storage';

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
