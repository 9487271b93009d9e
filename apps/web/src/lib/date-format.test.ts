import { expect, test } from 'vitest';
import { formatSince } from './date-format';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

test('the time since an instant is told in its largest whole unit', () => {
  expect(formatSince(ago(20_000), now)).toBe('just now');
  expect(formatSince(ago(5 * 60_000 + 30_000), now)).toBe('5 minutes ago');
  expect(formatSince(ago(3 * 3_600_000), now)).toBe('3 hours ago');
  expect(formatSince(ago(86_400_000), now)).toBe('yesterday');
});
