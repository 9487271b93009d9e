import { describe, expect, it } from 'vitest';
import { dayText, isoInstant } from './iso-text.js';

describe('isoInstant', () => {
  it('writes what toISOString writes, across days, leap years and the epoch', () => {
    const samples = [
      0,
      -1,
      Date.UTC(2026, 11, 20, 3, 30),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(1969, 11, 31, 0, 0, 0, 1),
      Date.UTC(2000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.parse('0000-01-01T00:00:00.000Z'),
    ];
    for (let i = 0; i < 2000; i += 1) samples.push(Math.floor((Math.random() - 0.3) * 4e12));
    for (const ms of samples) expect(isoInstant(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it('falls back to toISOString outside years 0–9999 and refuses an invalid date as it does', () => {
    for (const far of [Date.UTC(10000, 0, 1), Date.parse('0000-01-01T00:00:00.000Z') - 1]) {
      expect(isoInstant(new Date(far))).toBe(new Date(far).toISOString());
    }
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('dayText', () => {
  it('names the UTC day by its number', () => {
    expect(dayText(0)).toBe('1970-01-01');
    expect(dayText(-1)).toBe('1969-12-31');
    expect(dayText(20_807)).toBe('2026-12-20');
  });
});
