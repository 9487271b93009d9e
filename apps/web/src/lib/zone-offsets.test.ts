import { describe, expect, test } from 'vitest';
import { isRepeatedWallTime, offsetMinutes, zoneAbbreviation } from './zone-offsets';

const NEW_YORK = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('zone offsets around the US fall-back of Nov 1 2026 (2:00 AM EDT becomes 1:00 AM EST)', () => {
  test('offsets and short names on either side', () => {
    expect(offsetMinutes(at('2026-11-01T05:30:00Z'), NEW_YORK)).toBe(-240);
    expect(offsetMinutes(at('2026-11-01T06:30:00Z'), NEW_YORK)).toBe(-300);
    expect(offsetMinutes(at('2026-11-01T06:30:00Z'), 'UTC')).toBe(0);
    expect(offsetMinutes(at('2026-11-01T06:30:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneAbbreviation(at('2026-11-01T05:30:00Z'), NEW_YORK)).toBe('EDT');
    expect(zoneAbbreviation(at('2026-11-01T06:30:00Z'), NEW_YORK)).toBe('EST');
  });

  test('both 1:30 AMs are repeated wall times; 12:30 AM and 2:30 AM are not', () => {
    expect(isRepeatedWallTime(at('2026-11-01T05:30:00Z'), NEW_YORK)).toBe(true);
    expect(isRepeatedWallTime(at('2026-11-01T06:30:00Z'), NEW_YORK)).toBe(true);
    expect(isRepeatedWallTime(at('2026-11-01T04:30:00Z'), NEW_YORK)).toBe(false);
    expect(isRepeatedWallTime(at('2026-11-01T07:30:00Z'), NEW_YORK)).toBe(false);
  });

  test('the spring-forward day repeats no hour, and a zone without daylight saving never does', () => {
    for (const iso of ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '2026-03-08T08:30:00Z']) {
      expect(isRepeatedWallTime(at(iso), NEW_YORK), iso).toBe(false);
    }
    expect(isRepeatedWallTime(at('2026-11-01T06:30:00Z'), 'UTC')).toBe(false);
    expect(isRepeatedWallTime(at('2026-11-01T06:30:00Z'), 'America/Phoenix')).toBe(false);
  });
});
