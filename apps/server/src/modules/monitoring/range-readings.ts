import { isoOfMs } from '../../lib/iso-text.js';
import type { ListSource } from './list-rows.js';
import type { ListedRangeRow } from './readings.repository.js';

/** A reading of the measures answer: its instant read once, as epoch milliseconds and ISO text. */
export type RangeReading = ListSource & { kind: string; ms: number };

/** An array row of the range as the lists, days and trends read it. */
export function rangeReading(row: ListedRangeRow): RangeReading {
  const ms = Date.parse(row[2]);
  return {
    id: Number(row[0]),
    kind: row[1],
    ms,
    measuredAt: isoOfMs(ms),
    measures: row[3],
    unit: row[4],
    sepsis: row[5],
    hasEcg: row[6],
    type: row[7],
  };
}
