import { describe, expect, test } from 'vitest';
import { alignToEncounterRange } from './align-time';

describe('time picker alignment', () => {
  test('C29 minutes off the encounter range reset to 0; minutes on it stay', () => {
    expect(alignToEncounterRange('09:07', 15)).toBe('09:00');
    expect(alignToEncounterRange('09:45', 15)).toBe('09:45');
    expect(alignToEncounterRange('09:45', 30)).toBe('09:00');
    expect(alignToEncounterRange('13:30', 30)).toBe('13:30');
  });

  test('C29 seconds are always 0: they are dropped', () => {
    expect(alignToEncounterRange('09:15:42', 15)).toBe('09:15');
    expect(alignToEncounterRange('09:16:42', 15)).toBe('09:00');
  });

  test('an empty time stays empty, so the missing-time message can show (C19)', () => {
    expect(alignToEncounterRange('', 15)).toBe('');
  });
});
