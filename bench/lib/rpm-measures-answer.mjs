// The rpm-measures floor's answer (lib/statement-floor.mjs): what the server's measures service
// writes from the readings statement's rows (G6, G14: each kind's list newest first, at most 500;
// G15: each kind's days with readings and their counts, newest first, in the provider's zone, UTC
// here as the bench provider has none; each measure's trend, downsampled with LTTB past 400
// points), built the same way by hand. The
// statements before it (the caller's monitoring clinics, the patient's enrolment) are run and
// their rows left unread, as the service only checks them.
import { LTTB } from 'downsample';

const LIST_LIMIT = 500;
const TREND_POINTS = 400;
const MEASURES = [
  'systolic',
  'diastolic',
  'pulse',
  'weight',
  'temperature',
  'glucose',
  'spo2',
  'fev',
  'pef',
  'fevFvc',
  'respiratoryRate',
  'eventCount',
];
const UNITS = {
  systolic: 'mmHg',
  diastolic: 'mmHg',
  pulse: 'bpm',
  weight: 'lbs',
  temperature: '°F',
  glucose: 'mg/dL',
  spo2: '%',
  fev: 'L',
  pef: 'L/min',
  fevFvc: 'ratio',
  respiratoryRate: 'breaths/min',
  eventCount: 'events',
};

/**
 * A row of the readings statement (array mode, the repository's column order).
 * @param {any[]} r
 */
const reading = (r) => ({
  id: Number(r[0]),
  kind: r[1],
  measuredAt: new Date(r[2]),
  measures: r[3],
  unit: r[4],
  sepsis: r[5],
  hasEcg: r[6],
  type: r[7],
});

/** @param {ReturnType<typeof reading>} r */
const base = (r) => ({
  id: r.id,
  measuredAt: r.measuredAt.toISOString(),
  units: r.unit,
  sepsis: r.sepsis,
});

/** @param {Array<any[]>} results the rows of each statement; the readings' are the last */
export function answer(results) {
  const rows = (results.at(-1) ?? []).map(reading).filter((r) => r.kind !== 'respiratorySound');
  const newestFirst = [...rows].reverse();
  /** @param {string} kind @param {(r: ReturnType<typeof reading>) => object} map */
  const of = (kind, map) =>
    newestFirst
      .filter((r) => r.kind === kind)
      .slice(0, LIST_LIMIT)
      .map(map);
  const v = (/** @type {any} */ r, /** @type {string} */ m) => r.measures[m] ?? 0;
  const maybe = (/** @type {any} */ r, /** @type {string} */ m) => r.measures[m] ?? null;
  const lists = {
    bloodPressure: of('bloodPressure', (r) => ({
      ...base(r),
      systolic: v(r, 'systolic'),
      diastolic: v(r, 'diastolic'),
      pulse: maybe(r, 'pulse'),
    })),
    weight: of('weight', (r) => ({ ...base(r), weight: v(r, 'weight') })),
    temperature: of('temperature', (r) => ({ ...base(r), temperature: v(r, 'temperature') })),
    bloodGlucose: of('bloodGlucose', (r) => ({
      ...base(r),
      glucose: v(r, 'glucose'),
      type: r.type,
    })),
    pulseOximeter: of('pulseOximeter', (r) => ({
      ...base(r),
      spo2: v(r, 'spo2'),
      pulse: maybe(r, 'pulse'),
    })),
    breathe: of('breathe', (r) => ({
      ...base(r),
      fev: v(r, 'fev'),
      pef: maybe(r, 'pef'),
      fevFvc: maybe(r, 'fevFvc'),
    })),
    rhythm: of('rhythm', (r) => ({
      ...base(r),
      pulse: v(r, 'pulse'),
      type: r.type,
      hasEcg: r.hasEcg,
    })),
    pulse: of('pulse', (r) => ({ ...base(r), pulse: v(r, 'pulse') })),
    respiratoryRate: of('respiratoryRate', (r) => ({
      ...base(r),
      respiratoryRate: v(r, 'respiratoryRate'),
    })),
  };
  /** @type {Record<string, Map<string, number>>} */
  const counts = Object.fromEntries(Object.keys(lists).map((kind) => [kind, new Map()]));
  for (const row of rows) {
    const perDay = counts[row.kind];
    const day = row.measuredAt.toISOString().slice(0, 10);
    perDay?.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const days = Object.fromEntries(
    Object.entries(counts).map(([kind, perDay]) => [
      kind,
      [...perDay].sort(([a], [b]) => (a < b ? 1 : -1)).map(([day, count]) => ({ day, count })),
    ]),
  );
  /** @type {Map<string, Array<[number, number]>>} */
  const series = new Map();
  for (const row of rows) {
    for (const measure of MEASURES) {
      const value = row.measures[measure];
      if (value === undefined) continue;
      let points = series.get(measure);
      if (!points) series.set(measure, (points = []));
      points.push([row.measuredAt.getTime(), value]);
    }
  }
  const trends = [...series].map(([measure, points]) => ({
    measure,
    unit: UNITS[/** @type {keyof typeof UNITS} */ (measure)],
    points: points.length > TREND_POINTS ? LTTB(points, TREND_POINTS) : points,
  }));
  return { ...lists, days, trends };
}
