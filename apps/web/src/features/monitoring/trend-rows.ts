import type { Measures } from '@clinicall/shared/monitoring/measures';
import type { Measure } from '@clinicall/shared/monitoring/metrics';

export type TrendRow = { t: number } & Partial<Record<Measure, number>>;

/**
 * A chart's rows: the measures' downsampled series (the server's, at most `RPM_TREND_POINTS`
 * each) merged by instant, oldest first, inside the chosen days only.
 */
export function trendRows(
  trends: Measures['trends'],
  measures: readonly Measure[],
  within: { start: number; end: number },
): { rows: TrendRow[]; unit: string | null } {
  const byTime = new Map<number, TrendRow>();
  let unit: string | null = null;
  for (const trend of trends) {
    if (!measures.includes(trend.measure)) continue;
    unit ??= trend.unit;
    for (const [t, value] of trend.points) {
      if (t < within.start || t >= within.end) continue;
      const row = byTime.get(t) ?? { t };
      row[trend.measure] = value;
      byTime.set(t, row);
    }
  }
  return { rows: [...byTime.values()].sort((a, b) => a.t - b.t), unit };
}
