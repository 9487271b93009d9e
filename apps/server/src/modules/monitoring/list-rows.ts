import type { ListKind, Measures } from '@clinicall/shared/monitoring/measures';
import type { Measure } from '@clinicall/shared/monitoring/metrics';

/** What a list shows of a reading, its instant already written as ISO text. */
export type ListSource = {
  id: number;
  measuredAt: string;
  measures: Record<string, number>;
  unit: string;
  sepsis: boolean;
  hasEcg: boolean;
  type: string | null;
};

const base = (r: ListSource) => ({
  id: r.id,
  measuredAt: r.measuredAt,
  units: r.unit,
  sepsis: r.sepsis,
});
const v = (r: ListSource, m: Measure) => r.measures[m] ?? 0;
const maybe = (r: ListSource, m: Measure) => r.measures[m] ?? null;

/**
 * G14, G18: a stored reading as its kind's list shows it. One map for the measures answer and
 * a day's pages, so both carry the same rows.
 */
export const listRow: { [K in ListKind]: (r: ListSource) => Measures[K][number] } = {
  bloodPressure: (r) => ({
    ...base(r),
    systolic: v(r, 'systolic'),
    diastolic: v(r, 'diastolic'),
    pulse: maybe(r, 'pulse'),
  }),
  weight: (r) => ({ ...base(r), weight: v(r, 'weight') }),
  temperature: (r) => ({ ...base(r), temperature: v(r, 'temperature') }),
  bloodGlucose: (r) => ({ ...base(r), glucose: v(r, 'glucose'), type: r.type }),
  pulseOximeter: (r) => ({ ...base(r), spo2: v(r, 'spo2'), pulse: maybe(r, 'pulse') }),
  breathe: (r) => ({
    ...base(r),
    fev: v(r, 'fev'),
    pef: maybe(r, 'pef'),
    fevFvc: maybe(r, 'fevFvc'),
  }),
  rhythm: (r) => ({ ...base(r), pulse: v(r, 'pulse'), type: r.type, hasEcg: r.hasEcg }),
  pulse: (r) => ({ ...base(r), pulse: v(r, 'pulse') }),
  respiratoryRate: (r) => ({ ...base(r), respiratoryRate: v(r, 'respiratoryRate') }),
};

/** One kind's readings as its list shows them (each kind's map is typed above). */
export function listRowsOf(kind: ListKind, rows: readonly ListSource[]): unknown[] {
  const toRow: (r: ListSource) => unknown = listRow[kind];
  return rows.map((r) => toRow(r));
}
