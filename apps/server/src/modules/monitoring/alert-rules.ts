import type { Threshold } from '@clinicall/shared/monitoring/alerts';

export type Point = { id: number; measuredAt: Date; value: number };
export type OpenAlert = { rule: 'HIGH' | 'LOW' };
export type Decision =
  | { action: 'open'; rule: 'HIGH' | 'LOW'; value: number; limit: number; readingId: number }
  | { action: 'clear'; value: number }
  | null;

const sideOf = (t: Threshold, value: number): 'HIGH' | 'LOW' | null =>
  t.high !== null && value > t.high ? 'HIGH' : t.low !== null && value < t.low ? 'LOW' : null;

/**
 * Issue 23 point 5, for one measure. `points` are its latest readings, newest first.
 * - Opens when the newest reading is out of range and every reading back to one at least
 *   `sustainMinutes` older is out on the same side: a single noisy reading never opens one (unless
 *   the clinic chose 0 minutes).
 * - An open alert clears only once the newest reading is back inside by `hysteresis`, so values
 *   hovering at the limit do not open and clear it over and over.
 */
export function decide(t: Threshold, points: readonly Point[], open: OpenAlert | null): Decision {
  const latest = points[0];
  if (!latest) return null;
  if (open) {
    const back =
      open.rule === 'HIGH'
        ? t.high === null || latest.value <= t.high - t.hysteresis
        : t.low === null || latest.value >= t.low + t.hysteresis;
    return back ? { action: 'clear', value: latest.value } : null;
  }
  const side = sideOf(t, latest.value);
  if (!side) return null;
  const needMs = t.sustainMinutes * 60_000;
  for (const p of points) {
    if (sideOf(t, p.value) !== side) return null;
    if (latest.measuredAt.getTime() - p.measuredAt.getTime() >= needMs) {
      const limit = side === 'HIGH' ? t.high : t.low;
      return {
        action: 'open',
        rule: side,
        value: latest.value,
        limit: limit ?? 0,
        readingId: latest.id,
      };
    }
  }
  return null;
}
