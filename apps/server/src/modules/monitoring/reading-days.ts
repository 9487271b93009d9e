import { LIST_KINDS, type ListKind, type Measures } from '@clinicall/shared/monitoring/measures';
import { localDateOfMs } from '../../lib/local-time.js';

const LISTED = new Set<string>(LIST_KINDS);

/**
 * G15: per listed kind, the days of the account's zone with readings and how many, newest first.
 * The date dropdown offers every such day, and a list knows from the count whether the answer's
 * newest readings hold its day whole or it must read the day on its own.
 */
export function dayCounts(
  rows: readonly { kind: string; ms: number }[],
  zone: string,
): Measures['days'] {
  const perKind = new Map<ListKind, Map<string, number>>(
    LIST_KINDS.map((kind) => [kind, new Map()]),
  );
  for (const row of rows) {
    if (!LISTED.has(row.kind)) continue;
    const counts = perKind.get(row.kind as ListKind);
    const day = localDateOfMs(row.ms, zone);
    counts?.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Object.fromEntries(
    [...perKind].map(([kind, counts]) => [
      kind,
      [...counts].sort(([a], [b]) => (a < b ? 1 : -1)).map(([day, count]) => ({ day, count })),
    ]),
  ) as Measures['days'];
}
