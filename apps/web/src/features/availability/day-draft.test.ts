import { describe, expect, test } from 'vitest';
import type { DayRanges } from '@clinicall/shared/scheduling/availability';
import { draftState, rangesSummary } from './day-draft';

const day: DayRanges = {
  date: '2026-11-23',
  available: true,
  fromDefault: false,
  ranges: [
    { startRange: '09:00', endRange: '12:00', invalid: false },
    { startRange: '13:00', endRange: '17:00', invalid: false },
  ],
};

describe('a day of availability', () => {
  test('C18 shows its ranges as hh:mma-hh:mma, or nothing when it has none', () => {
    expect(rangesSummary(day)).toBe('09:00AM-12:00PM, 01:00PM-05:00PM');
    expect(rangesSummary({ ...day, ranges: [] })).toBeNull();
  });

  test('C22 an unchanged day cannot be saved', () => {
    const unchanged = draftState(day, [
      { startRange: '09:00', endRange: '12:00' },
      { startRange: '13:00', endRange: '17:00' },
    ]);
    expect(unchanged).toMatchObject({ changed: false, canSave: false });
  });

  test('C19 a range missing an end blocks saving with the spec text', () => {
    const state = draftState(day, [{ startRange: '09:00', endRange: '' }]);
    expect(state.canSave).toBe(false);
    expect(state.problems[0]?.message).toBe(
      'Both start and end times must be selected for the time range 1.',
    );
  });

  test('C20 an end not after its start blocks saving with the spec text', () => {
    const state = draftState(day, [
      { startRange: '09:00', endRange: '10:00' },
      { startRange: '15:00', endRange: '15:00' },
    ]);
    expect(state.problems.map((p) => p.message)).toEqual([
      'The end time must be greater than the start time for the time range 2.',
    ]);
    expect(state.canSave).toBe(false);
  });

  test('C22 a valid change may be saved', () => {
    expect(draftState(day, [{ startRange: '08:00', endRange: '11:00' }]).canSave).toBe(true);
  });
});
