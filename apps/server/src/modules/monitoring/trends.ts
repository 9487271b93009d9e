import { LTTB } from 'downsample';
import { MEASURES, PhysicalRanges, type Measure } from '@clinicall/shared/monitoring/metrics';

/** A reading's instant (epoch milliseconds) and values. */
type Row = { ms: number; measures: Record<string, number> };

/**
 * Each measure's series over the range, downsampled on the server with LTTB (largest triangle
 * three buckets: keeps the peaks a clinician looks for) to the points a chart can show.
 */
export function trendsOf(rows: readonly Row[], maxPoints: number) {
  const series = new Map<Measure, [number, number][]>();
  for (const row of rows) {
    for (const measure of MEASURES) {
      const value = row.measures[measure];
      if (value === undefined) continue;
      let points = series.get(measure);
      if (!points) series.set(measure, (points = []));
      points.push([row.ms, value]);
    }
  }
  return [...series].map(([measure, points]) => ({
    measure,
    unit: PhysicalRanges[measure].unit,
    points: (points.length > maxPoints ? LTTB(points, maxPoints) : points) as [number, number][],
  }));
}
