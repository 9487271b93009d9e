import type { Measure } from '@clinicall/shared/monitoring/metrics';

type Conversion = (value: number) => number;
const same: Conversion = (v) => v;

/** The units each family of measures accepts (UCUM codes and their common spellings), to the stored unit. */
const pressure: Record<string, Conversion> = {
  mmhg: same,
  'mm[hg]': same,
  kpa: (v) => v * 7.500_615,
};
const perMinute: Record<string, Conversion> = {
  '/min': same,
  bpm: same,
  'beats/min': same,
  '{beats}/min': same,
  'breaths/min': same,
  '{breaths}/min': same,
  '1/min': same,
};
const UNITS: Record<Measure, Record<string, Conversion>> = {
  systolic: pressure,
  diastolic: pressure,
  pulse: perMinute,
  respiratoryRate: perMinute,
  weight: {
    lb: same,
    lbs: same,
    '[lb_av]': same,
    kg: (v) => v * 2.204_622_6,
    g: (v) => v * 0.002_204_622_6,
  },
  temperature: {
    '°f': same,
    f: same,
    '[degf]': same,
    degf: same,
    '°c': (v) => (v * 9) / 5 + 32,
    c: (v) => (v * 9) / 5 + 32,
    cel: (v) => (v * 9) / 5 + 32,
    degc: (v) => (v * 9) / 5 + 32,
  },
  glucose: { 'mg/dl': same, 'mmol/l': (v) => v * 18.0182 },
  spo2: { '%': same, percent: same },
  fev: { l: same, ml: (v) => v / 1000 },
  pef: { 'l/min': same, 'l/s': (v) => v * 60 },
  fevFvc: { ratio: same, '1': same, '{ratio}': same, '%': (v) => v / 100 },
  eventCount: { events: same, '{events}': same, count: same, '1': same },
};

/** The value in the measure's stored unit, or null when `unit` is not one of the measure's. */
export function toStoredUnit(measure: Measure, value: number, unit: string): number | null {
  const convert = UNITS[measure][unit.trim().toLowerCase()];
  if (!convert) return null;
  // Four decimals: below any device's resolution, and equal inputs compare equal after a round trip.
  return Math.round(convert(value) * 10_000) / 10_000;
}
