import { expect, test } from 'vitest';
import { attachmentsTabVisible } from './attachment-rules';

const on = { allowPatientAttachment: true };
const off = { allowPatientAttachment: false };

test('F9 B24 the tab shows when the clinic keeps attachments and the profile is not from a provider', () => {
  expect(attachmentsTabVisible({ clinic: on, fromProvider: false })).toBe(true);
  expect(attachmentsTabVisible({ clinic: off, fromProvider: false })).toBe(false);
  expect(attachmentsTabVisible({ clinic: on, fromProvider: true })).toBe(false);
  expect(attachmentsTabVisible({ clinic: null, fromProvider: false })).toBe(false);
});

test('F9 fromProvider defaults to true, as the spec gives it', () => {
  expect(attachmentsTabVisible({ clinic: on })).toBe(false);
});
