import { IngestMessages as M, type NativeReading } from '@clinicall/shared/monitoring/ingest';
import {
  MEASURES,
  PhysicalRanges,
  ReadingKinds,
  type Measure,
} from '@clinicall/shared/monitoring/metrics';
import { domainError } from '../../lib/domain-error.js';
import type { NormalisedReading } from './normalised-reading.js';
import { toStoredUnit } from './units.js';

const invalid = (message: string) => domainError('INGEST_READING_INVALID', message);

/** A device clock may run a little ahead; beyond this a reading "from the future" is refused. */
const FUTURE_SLACK_MS = 5 * 60_000;

/** The stored unit of measures a native reading's `unit` does not speak for (a cuff's pulse). */
const FIXED_UNIT: Partial<Record<Measure, string>> = {
  pulse: 'bpm',
  pef: 'L/min',
  fevFvc: 'ratio',
};

/**
 * Converts each value of a reading to its stored unit and refuses what cannot be: an unknown
 * unit, a missing or unexpected value, a value outside the physical range, a time in the future.
 * `unitOf` says which unit each value arrived in.
 */
export function checkedMeasures(
  ref: string,
  kind: NativeReading['kind'],
  values: Partial<Record<string, number>>,
  unitOf: (measure: Measure) => string,
): Partial<Record<Measure, number>> {
  const rules = ReadingKinds[kind];
  const allowed = new Set<string>([...rules.required, ...rules.optional]);
  for (const name of Object.keys(values)) {
    if (!allowed.has(name)) throw invalid(M.unexpected(ref, `the value “${name}”`));
  }
  for (const name of rules.required) {
    if (values[name] === undefined) throw invalid(M.missing(ref, name));
  }
  const out: Partial<Record<Measure, number>> = {};
  for (const measure of MEASURES) {
    const value = values[measure];
    if (value === undefined) continue;
    const unit = unitOf(measure);
    const stored = toStoredUnit(measure, value, unit);
    if (stored === null) throw invalid(M.unit(ref, unit, `${kind} (${measure})`));
    const range = PhysicalRanges[measure];
    if (!(stored >= range.min && stored <= range.max)) {
      throw invalid(M.range(ref, measure, stored, range.min, range.max, range.unit));
    }
    out[measure] = stored;
  }
  return out;
}

/** The unit a native reading's value arrived in: `unit` for the kind's own values. */
export const nativeUnitOf = (reading: NativeReading) => (measure: Measure) =>
  (reading.kind === 'bloodPressure' ||
  reading.kind === 'pulseOximeter' ||
  reading.kind === 'breathe'
    ? FIXED_UNIT[measure]
    : undefined) ?? reading.unit;

export function checkedTime(ref: string, iso: string, now: Date): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw invalid(M.missing(ref, 'a valid measuredAt'));
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw invalid(M.future(ref));
  return at;
}

/** Checks a native reading whole and gives it in stored units. */
export function normaliseNative(reading: NativeReading, now: Date): NormalisedReading {
  const ref = reading.id;
  const measures = checkedMeasures(ref, reading.kind, reading.values, nativeUnitOf(reading));
  if (reading.ecg && reading.kind !== 'rhythm') throw invalid(M.unexpected(ref, 'an ECG trace'));
  if (reading.sound && reading.kind !== 'respiratorySound') {
    throw invalid(M.unexpected(ref, 'a respiratory sound'));
  }
  if (reading.kind === 'respiratorySound' && !reading.sound) {
    throw invalid(M.missing(ref, 'the respiratory sound'));
  }
  const detail = {
    ...(reading.type ? { type: reading.type } : {}),
    ...(reading.sound ? { sound: reading.sound } : {}),
    ...(reading.ecg ? { ecg: reading.ecg } : {}),
  };
  return {
    externalId: reading.id,
    patientId: reading.patientId,
    kind: reading.kind,
    measuredAt: checkedTime(ref, reading.measuredAt, now),
    measures,
    unit: ReadingKinds[reading.kind].unit,
    sepsis: reading.sepsis,
    detail: Object.keys(detail).length > 0 ? detail : null,
    raw: reading,
  };
}
