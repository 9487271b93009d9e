import { z } from 'zod';

/**
 * The readings a partner's device sends (spec 2 §4 "Measures", G14), each kind with the values it
 * carries. One reading of a kind is one row; its values are the measures named here.
 */
export const READING_KINDS = [
  'bloodPressure',
  'weight',
  'temperature',
  'bloodGlucose',
  'pulseOximeter',
  'breathe',
  'rhythm',
  'pulse',
  'respiratoryRate',
  'respiratorySound',
] as const;
export const ReadingKindSchema = z.enum(READING_KINDS);
export type ReadingKind = z.infer<typeof ReadingKindSchema>;

/** One measured quantity; thresholds and trends are per measure (a blood pressure has three). */
export const MEASURES = [
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
] as const;
export const MeasureSchema = z.enum(MEASURES);
export type Measure = z.infer<typeof MeasureSchema>;

/**
 * What each kind must and may carry, and the unit every value is stored in. Stored units follow
 * the spec's views (weight in lbs, temperature in °F, glucose in mg/dL): the product is American.
 */
export const ReadingKinds: Record<
  ReadingKind,
  { required: readonly Measure[]; optional: readonly Measure[]; unit: string }
> = {
  bloodPressure: { required: ['systolic', 'diastolic'], optional: ['pulse'], unit: 'mmHg' },
  weight: { required: ['weight'], optional: [], unit: 'lbs' },
  temperature: { required: ['temperature'], optional: [], unit: '°F' },
  bloodGlucose: { required: ['glucose'], optional: [], unit: 'mg/dL' },
  pulseOximeter: { required: ['spo2'], optional: ['pulse'], unit: '%' },
  breathe: { required: ['fev'], optional: ['pef', 'fevFvc'], unit: 'L' },
  rhythm: { required: ['pulse'], optional: [], unit: 'bpm' },
  pulse: { required: ['pulse'], optional: [], unit: 'bpm' },
  respiratoryRate: { required: ['respiratoryRate'], optional: [], unit: 'breaths/min' },
  respiratorySound: { required: ['eventCount'], optional: [], unit: 'events' },
};

/**
 * The physical range of each measure in its stored unit: a value outside it is a device or unit
 * error, never a patient's state, and the reading is refused (issue 23 "Bad input").
 */
export const PhysicalRanges: Record<Measure, { min: number; max: number; unit: string }> = {
  systolic: { min: 40, max: 300, unit: 'mmHg' },
  diastolic: { min: 20, max: 200, unit: 'mmHg' },
  pulse: { min: 20, max: 300, unit: 'bpm' },
  weight: { min: 1, max: 1500, unit: 'lbs' },
  temperature: { min: 77, max: 113, unit: '°F' },
  glucose: { min: 10, max: 1000, unit: 'mg/dL' },
  spo2: { min: 50, max: 100, unit: '%' },
  fev: { min: 0.1, max: 10, unit: 'L' },
  pef: { min: 10, max: 1000, unit: 'L/min' },
  fevFvc: { min: 0.1, max: 1, unit: 'ratio' },
  respiratoryRate: { min: 1, max: 80, unit: 'breaths/min' },
  eventCount: { min: 0, max: 10_000, unit: 'events' },
};

/** G19: the respiratory sounds the respiratory-sounds partner counts per interval. */
export const RESPIRATORY_SOUNDS = ['COUGH', 'RHONCHI', 'WHEEZE', 'CRACKLES'] as const;
export const RespiratorySoundSchema = z.enum(RESPIRATORY_SOUNDS);

/** An ECG trace's limits: 60 s at 500 Hz is the longest strip a home device records. */
export const EcgLimits = { maxSamples: 30_000, minHz: 50, maxHz: 1000 } as const;

/** The ingest body's limits: a request over `maxBytes` is refused before it is read further. */
export const IngestLimits = { maxBytes: 512 * 1024, maxReadings: 500 } as const;

/** The LOINC codes of the FHIR R4 vital-signs profile the ingest accepts (issue 23 point 2). */
export const Loinc = {
  bloodPressurePanel: '85354-9',
  systolic: '8480-6',
  diastolic: '8462-4',
  heartRate: '8867-4',
  bodyWeight: '29463-7',
  bodyTemperature: '8310-5',
  oxygenSaturation: '59408-5',
  oxygenSaturationPulseOx: '2708-6',
  respiratoryRate: '9279-1',
  glucose: '2339-0',
  /** An ECG strip; its trace is a `SampledData` value. */
  ecg: '11524-6',
} as const;
