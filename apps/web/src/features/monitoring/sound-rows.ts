import type { z } from 'zod';
import type { RespiratorySoundsSchema } from '@clinicall/shared/monitoring/measures';
import type { RESPIRATORY_SOUNDS } from '@clinicall/shared/monitoring/metrics';
import { dayOf } from '../../lib/zoned-time';

export type RespiratorySounds = z.infer<typeof RespiratorySoundsSchema>;
type Sound = (typeof RESPIRATORY_SOUNDS)[number];
export type SoundRow = { day: string } & Record<Sound, number>;

/** G19: the events of each sound counted per day (account's zone), inside the chosen days. */
export function soundRows(
  intervals: RespiratorySounds,
  zone: string,
  within: { start: number; end: number },
): SoundRow[] {
  const byDay = new Map<string, SoundRow>();
  for (const interval of intervals) {
    const at = Date.parse(interval.intervalStart);
    if (at < within.start || at >= within.end) continue;
    const day = dayOf(interval.intervalStart, zone);
    const row = byDay.get(day) ?? { day, COUGH: 0, RHONCHI: 0, WHEEZE: 0, CRACKLES: 0 };
    row[interval.sound] += interval.eventCount;
    byDay.set(day, row);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}
