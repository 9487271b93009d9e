import { expect, test } from 'vitest';
import { loginState, readFirstTimeState, readLoginNotice } from './route-state';

test('a notice left for the login page is read back; anything else is ignored', () => {
  const notice = { tone: 'success', text: 'Password changed, please sign in' } as const;
  expect(readLoginNotice(loginState(notice))).toEqual(notice);
  for (const state of [
    null,
    'notice',
    { notice: null },
    { notice: { tone: 'loud', text: 'x' } },
    { notice: { tone: 'info', text: 3 } },
  ]) {
    expect(readLoginNotice(state)).toBeNull();
  }
});

test('A8 the first-time screen reads credentials only when both are non-empty text', () => {
  expect(readFirstTimeState({ email: 'a@b.co', password: 'p' })).toEqual({
    email: 'a@b.co',
    password: 'p',
  });
  expect(readFirstTimeState({ email: 'a@b.co', password: '' })).toBeNull();
  expect(readFirstTimeState({ email: 'a@b.co' })).toBeNull();
  expect(readFirstTimeState(undefined)).toBeNull();
});
