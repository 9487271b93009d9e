import { expect, test } from 'vitest';
import { previewTime } from './preview-time';

const now = new Date('2026-11-21T15:00:00Z');

test('E26 a message from today shows its time in the viewer’s zone', () => {
  expect(previewTime('2026-11-21T13:05:00Z', 'America/New_York', now)).toBe('8:05 AM');
});

test('E26 an older message shows its date; "today" is the viewer’s day, not UTC’s', () => {
  expect(previewTime('2026-11-20T13:05:00Z', 'UTC', now)).toBe('Nov 20, 2026');
  // 02:00 UTC on the 21st is still the 20th in New York.
  expect(previewTime('2026-11-21T02:00:00Z', 'America/New_York', now)).toBe('Nov 20, 2026');
});
