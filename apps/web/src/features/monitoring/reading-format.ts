import type { Measure } from '@clinicall/shared/monitoring/metrics';

const formats = new Map<number, Intl.NumberFormat>();

/** A device's value as people read it: at most `digits` decimals (a scale sends 172.6219 lbs). */
export function formatValue(value: number, digits = 1): string {
  let format = formats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format.format(value);
}

/** A value with its unit: "98.6 °F", "96%"; a ratio (FEV1/FVC) has none to show. */
export function withUnit(value: number, unit: string, digits = 1): string {
  const number = formatValue(value, digits);
  if (unit === '' || unit === 'ratio') return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** How each measure is named on a chart, a list column or the observations' choice. */
export const MeasureLabels: Record<Measure, string> = {
  systolic: 'Systolic',
  diastolic: 'Diastolic',
  pulse: 'Pulse',
  weight: 'Weight',
  temperature: 'Temperature',
  glucose: 'Glucose',
  spo2: 'Oxygen saturation (SpO2)',
  fev: 'FEV1',
  pef: 'PEF',
  fevFvc: 'FEV1/FVC',
  respiratoryRate: 'Respiratory rate',
  eventCount: 'Events',
};

/** The decimals a measure is shown with: a ratio needs two, a count none. */
export const MeasureDigits: Record<Measure, number> = {
  systolic: 0,
  diastolic: 0,
  pulse: 0,
  weight: 1,
  temperature: 1,
  glucose: 0,
  spo2: 0,
  fev: 2,
  pef: 0,
  fevFvc: 2,
  respiratoryRate: 0,
  eventCount: 0,
};
