import {
  FhirObservationSchema,
  IngestMessages as M,
  type FhirObservation,
} from '@clinicall/shared/monitoring/ingest';
import {
  EcgLimits,
  Loinc,
  type Measure,
  type ReadingKind,
} from '@clinicall/shared/monitoring/metrics';
import { ReadingKinds } from '@clinicall/shared/monitoring/metrics';
import { domainError } from '../../lib/domain-error.js';
import type { NormalisedReading } from './normalised-reading.js';
import { checkedMeasures, checkedTime } from './reading-check.js';

const invalid = (message: string) => domainError('INGEST_READING_INVALID', message);
const LOINC_SYSTEM = 'http://loinc.org';

type Quantity = {
  value?: number | undefined;
  unit?: string | undefined;
  code?: string | undefined;
};
type Concept = FhirObservation['code'];

const codesOf = (concept: Concept) =>
  (concept.coding ?? [])
    .filter((c) => c.system === undefined || c.system === LOINC_SYSTEM)
    .map((c) => c.code);
const has = (concept: Concept, code: string) => codesOf(concept).includes(code);

/** A single-value observation's LOINC code, its reading kind and measure. */
const SINGLE: { code: string; kind: ReadingKind; measure: Measure }[] = [
  { code: Loinc.heartRate, kind: 'pulse', measure: 'pulse' },
  { code: Loinc.bodyWeight, kind: 'weight', measure: 'weight' },
  { code: Loinc.bodyTemperature, kind: 'temperature', measure: 'temperature' },
  { code: Loinc.oxygenSaturation, kind: 'pulseOximeter', measure: 'spo2' },
  { code: Loinc.oxygenSaturationPulseOx, kind: 'pulseOximeter', measure: 'spo2' },
  { code: Loinc.respiratoryRate, kind: 'respiratoryRate', measure: 'respiratoryRate' },
  { code: Loinc.glucose, kind: 'bloodGlucose', measure: 'glucose' },
];

/** The quantity's UCUM code, else its printed unit. */
const unitOf = (ref: string, q: Quantity | undefined, what: string) => {
  const unit = q?.code ?? q?.unit;
  if (q?.value === undefined || unit === undefined) throw invalid(M.missing(ref, what));
  return { value: q.value, unit };
};

/** `Patient/123` → 123. */
function patientOf(ref: string, obs: FhirObservation): number {
  const match = /^Patient\/([1-9][0-9]{0,9})$/.exec(obs.subject?.reference ?? '');
  if (!match?.[1]) throw invalid(M.subject(ref));
  return Number(match[1]);
}

/** An ECG `SampledData`: values are origin + factor × each data point, one every `period` ms. */
function ecgOf(ref: string, sampled: NonNullable<FhirObservation['valueSampledData']>) {
  const points = (sampled.data ?? '').trim().split(/\s+/);
  const factor = sampled.factor ?? 1;
  const origin = sampled.origin.value ?? 0;
  const samples = points.map((p) => origin + factor * Number(p));
  const hz = 1000 / sampled.period;
  const ok =
    points.length > 0 &&
    points.length <= EcgLimits.maxSamples &&
    samples.every(Number.isFinite) &&
    hz >= EcgLimits.minHz &&
    hz <= EcgLimits.maxHz;
  if (!ok) throw invalid(M.sampledData(ref));
  return {
    hz: Math.round(hz * 1000) / 1000,
    samples: samples.map((s) => Math.round(s * 1e4) / 1e4),
  };
}

/** One FHIR R4 Observation as a reading, with the LOINC codes of issue 23. */
export function normaliseObservation(input: unknown, now: Date): NormalisedReading {
  const parsed = FhirObservationSchema.safeParse(input);
  if (!parsed.success) throw invalid(M.missing('(observation)', 'a readable Observation'));
  const obs = parsed.data;
  const ref = obs.identifier?.find((i) => i.value)?.value ?? obs.id;
  if (!ref) throw invalid(M.observationId);
  const patientId = patientOf(ref, obs);
  if (!obs.effectiveDateTime) throw invalid(M.missing(ref, 'effectiveDateTime'));
  const measuredAt = checkedTime(ref, obs.effectiveDateTime, now);
  const base = { externalId: ref, patientId, measuredAt, sepsis: false, raw: input };

  if (has(obs.code, Loinc.bloodPressurePanel)) {
    const part = (code: string) => obs.component?.find((c) => has(c.code, code))?.valueQuantity;
    const values: Partial<Record<Measure, number>> = {};
    const units: Partial<Record<Measure, string>> = {};
    for (const [measure, code] of [
      ['systolic', Loinc.systolic],
      ['diastolic', Loinc.diastolic],
    ] as const) {
      const q = unitOf(ref, part(code), `the ${measure} component (${code})`);
      values[measure] = q.value;
      units[measure] = q.unit;
    }
    const pulse = part(Loinc.heartRate);
    if (pulse) {
      const q = unitOf(ref, pulse, 'the heart rate value');
      values.pulse = q.value;
      units.pulse = q.unit;
    }
    const measures = checkedMeasures(ref, 'bloodPressure', values, (m) => units[m] ?? '');
    return { ...base, kind: 'bloodPressure', measures, unit: 'mmHg', detail: null };
  }

  if (has(obs.code, Loinc.ecg)) {
    const sampled =
      obs.valueSampledData ?? obs.component?.find((c) => c.valueSampledData)?.valueSampledData;
    if (!sampled) throw invalid(M.missing(ref, 'the ECG’s valueSampledData'));
    const ecg = ecgOf(ref, sampled);
    const rate = obs.component?.find((c) => has(c.code, Loinc.heartRate))?.valueQuantity;
    const q = unitOf(ref, rate, 'the heart rate component (8867-4)');
    const measures = checkedMeasures(ref, 'rhythm', { pulse: q.value }, () => q.unit);
    return { ...base, kind: 'rhythm', measures, unit: 'bpm', detail: { ecg } };
  }

  const single = SINGLE.find((s) => has(obs.code, s.code));
  if (!single) throw invalid(M.unknownCode(ref));
  const q = unitOf(ref, obs.valueQuantity, 'valueQuantity');
  const measures = checkedMeasures(ref, single.kind, { [single.measure]: q.value }, () => q.unit);
  return {
    ...base,
    kind: single.kind,
    measures,
    unit: ReadingKinds[single.kind].unit,
    detail: null,
  };
}

/** A Bundle's entries, each an Observation. */
export function normaliseBundle(
  entries: readonly { resource: { resourceType: string } }[],
  now: Date,
): NormalisedReading[] {
  return entries.map(({ resource }) => {
    if (resource.resourceType !== 'Observation') {
      throw invalid(M.notObservation(resource.resourceType));
    }
    return normaliseObservation(resource, now);
  });
}
