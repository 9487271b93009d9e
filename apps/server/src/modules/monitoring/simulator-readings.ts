import type { NativeReading } from '@clinicall/shared/monitoring/ingest';
import type { ReadingKind } from '@clinicall/shared/monitoring/metrics';
import { RESPIRATORY_SOUNDS } from '@clinicall/shared/monitoring/metrics';

/** A patient's story in the demo: steady, high blood pressure now and then, or sepsis developing. */
export type SimulatedProfile = 'steady' | 'hypertensive' | 'sepsis';

const KINDS: ReadingKind[] = [
  'bloodPressure',
  'pulseOximeter',
  'temperature',
  'pulse',
  'respiratoryRate',
  'weight',
  'bloodGlucose',
  'rhythm',
  'breathe',
  'respiratorySound',
];

const round = (v: number, digits = 0) => Math.round(v * 10 ** digits) / 10 ** digits;
/** A small seeded generator: the same step gives the same reading (tests and the seed rely on it). */
const noise = (seed: number) => {
  const x = Math.sin(seed * 12.9898) * 43_758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};

/** A synthetic ECG strip: a PQRST shape per beat at `bpm`, 250 Hz, `seconds` long, millivolts. */
export function ecgStrip(bpm: number, seconds: number, seed: number) {
  const hz = 250;
  const beat = (60 / bpm) * hz;
  const samples: number[] = [];
  for (let i = 0; i < seconds * hz; i += 1) {
    const t = (i % beat) / beat;
    const wave =
      0.15 * Math.exp(-(((t - 0.15) / 0.03) ** 2)) - // P
      0.1 * Math.exp(-(((t - 0.28) / 0.008) ** 2)) + // Q
      1.1 * Math.exp(-(((t - 0.3) / 0.01) ** 2)) - // R
      0.25 * Math.exp(-(((t - 0.32) / 0.01) ** 2)) + // S
      0.3 * Math.exp(-(((t - 0.55) / 0.05) ** 2)); // T
    samples.push(round(wave + 0.02 * noise(seed + i), 3));
  }
  return { hz, samples };
}

/**
 * The `step`th reading of a patient: kinds in turn, values around plausible means. The sepsis
 * profile's temperature, pulse and breathing rise and its oxygen falls, flagged; the hypertensive
 * one's pressure runs high in bursts long enough to raise an alert.
 */
export function simulatedReading(
  patientId: number,
  profile: SimulatedProfile,
  step: number,
  at: Date,
): NativeReading {
  const kind = KINDS[step % KINDS.length] ?? 'pulse';
  const n = (scale: number) => noise(patientId * 1000 + step) * scale;
  const sepsis = profile === 'sepsis';
  const burst = profile === 'hypertensive' && Math.floor(step / 40) % 2 === 1;
  const base = {
    id: `sim-${patientId}-${at.getTime()}-${step}`,
    patientId,
    kind,
    measuredAt: at.toISOString(),
    sepsis: false,
  };
  switch (kind) {
    case 'bloodPressure':
      return {
        ...base,
        values: {
          systolic: round((burst ? 172 : 122) + n(6)),
          diastolic: round((burst ? 104 : 79) + n(4)),
          pulse: round((sepsis ? 112 : 72) + n(5)),
        },
        unit: 'mmHg',
      };
    case 'pulseOximeter':
      return {
        ...base,
        sepsis,
        values: {
          spo2: round((sepsis ? 89 : 97) + n(1.2)),
          pulse: round((sepsis ? 114 : 71) + n(4)),
        },
        unit: '%',
      };
    case 'temperature':
      return {
        ...base,
        sepsis,
        values: { temperature: round((sepsis ? 101.6 : 98.4) + n(0.4), 1) },
        unit: 'F',
      };
    case 'pulse':
      return { ...base, sepsis, values: { pulse: round((sepsis ? 118 : 70) + n(5)) }, unit: 'bpm' };
    case 'respiratoryRate':
      return {
        ...base,
        sepsis,
        values: { respiratoryRate: round((sepsis ? 25 : 15) + n(2)) },
        unit: '/min',
      };
    case 'weight':
      return { ...base, values: { weight: round(78 + n(0.4), 1) }, unit: 'kg' };
    case 'bloodGlucose':
      return {
        ...base,
        values: { glucose: round(104 + n(18)) },
        unit: 'mg/dL',
        type: step % 3 === 0 ? 'Fasting' : 'After meal',
      };
    case 'rhythm': {
      const bpm = round((sepsis ? 112 : 70) + n(4));
      return {
        ...base,
        values: { pulse: bpm },
        unit: 'bpm',
        type: 'Sinus rhythm',
        ecg: ecgStrip(bpm, 10, step),
      };
    }
    case 'breathe':
      return {
        ...base,
        values: {
          fev: round(3.1 + n(0.2), 2),
          pef: round(420 + n(30)),
          fevFvc: round(0.78 + n(0.03), 2),
        },
        unit: 'L',
      };
    case 'respiratorySound':
      return {
        ...base,
        values: { eventCount: Math.max(0, round((sepsis ? 14 : 3) + n(3))) },
        unit: 'events',
        sound: RESPIRATORY_SOUNDS[step % RESPIRATORY_SOUNDS.length] ?? 'COUGH',
      };
  }
}
