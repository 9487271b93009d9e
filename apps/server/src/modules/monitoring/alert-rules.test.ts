import { describe, expect, test } from 'vitest';
import type { Threshold } from '@clinicall/shared/monitoring/alerts';
import { decide, type Point } from './alert-rules.js';

const t: Threshold = { measure: 'systolic', low: 90, high: 160, sustainMinutes: 10, hysteresis: 5 };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute));
/** Newest first, as the repository answers. */
const series = (...values: [number, number][]): Point[] =>
  values.map(([minute, value], i) => ({ id: i + 1, measuredAt: at(minute), value })).reverse();

describe('alert rules', () => {
  test('issue 23 one noisy reading out of range opens nothing', () => {
    expect(decide(t, series([0, 120], [5, 120], [10, 190]), null)).toBeNull();
  });

  test('issue 23 out of range for the sustain duration opens a HIGH alert', () => {
    expect(decide(t, series([0, 120], [1, 170], [6, 175], [11, 180]), null)).toMatchObject({
      action: 'open',
      rule: 'HIGH',
      value: 180,
      limit: 160,
    });
  });

  test('issue 23 a run broken by an in-range reading does not count', () => {
    expect(decide(t, series([0, 170], [5, 150], [11, 180]), null)).toBeNull();
  });

  test('issue 23 LOW side, and sustain 0 opens on the first reading', () => {
    expect(decide({ ...t, sustainMinutes: 0 }, series([0, 80]), null)).toMatchObject({
      action: 'open',
      rule: 'LOW',
      limit: 90,
    });
  });

  test('issue 23 hysteresis: an open alert stays open inside the dead band and clears below it', () => {
    expect(decide(t, series([0, 158]), { rule: 'HIGH' })).toBeNull();
    expect(decide(t, series([0, 155]), { rule: 'HIGH' })).toEqual({ action: 'clear', value: 155 });
    expect(decide(t, series([0, 94]), { rule: 'LOW' })).toBeNull();
    expect(decide(t, series([0, 95]), { rule: 'LOW' })).toEqual({ action: 'clear', value: 95 });
  });
});
