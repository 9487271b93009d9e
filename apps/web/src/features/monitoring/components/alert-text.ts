import type { Alert, Threshold } from '@clinicall/shared/monitoring/alerts';
import { PhysicalRanges, type Measure } from '@clinicall/shared/monitoring/metrics';

/** How the alerts and thresholds name a measure. */
export const MeasureLabels: Record<Measure, string> = {
  systolic: 'Systolic pressure',
  diastolic: 'Diastolic pressure',
  pulse: 'Pulse',
  weight: 'Weight',
  temperature: 'Temperature',
  glucose: 'Blood glucose',
  spo2: 'Oxygen saturation',
  fev: 'FEV1',
  pef: 'Peak flow',
  fevFvc: 'FEV1/FVC',
  respiratoryRate: 'Breathing rate',
  eventCount: 'Respiratory sounds',
};

/** A value with its stored unit: "87 %", "101.2 °F", "0.72" (a ratio has none). */
export function withUnit(measure: Measure, value: number): string {
  const unit = PhysicalRanges[measure].unit;
  if (unit === 'ratio') return String(value);
  // A no-break space: a narrow card wraps before the value, never between it and its unit.
  return unit === '%' ? `${value}%` : `${value}\u00a0${unit}`;
}

export const alertMeasureLabel = (alert: Alert) =>
  alert.measure === 'any' ? 'Device' : MeasureLabels[alert.measure];

/** The rule that fired: "Below 90%", "Above 160 mmHg", "No readings for 24 hours". */
export function alertRuleText(alert: Alert): string {
  if (alert.rule === 'NO_DATA' || alert.measure === 'any') {
    return `No readings for ${alert.limit ?? 24} hours`;
  }
  const limit = alert.limit === null ? '' : ` ${withUnit(alert.measure, alert.limit)}`;
  return `${alert.rule === 'HIGH' ? 'Above' : 'Below'}${limit}`;
}

/** A threshold's range in words: "90–160 mmHg", "at least 90%", "up to 100.4 °F", "none". */
export function rangeText(t: Pick<Threshold, 'measure' | 'low' | 'high'>): string {
  if (t.low !== null && t.high !== null) return `${t.low}–${withUnit(t.measure, t.high)}`;
  if (t.low !== null) return `at least ${withUnit(t.measure, t.low)}`;
  if (t.high !== null) return `up to ${withUnit(t.measure, t.high)}`;
  return 'no limits';
}

// The number keeps its unit on its line (a phone's narrow table cell wrapped "for 10 / min").
export const sustainText = (minutes: number) =>
  minutes === 0 ? 'at once' : `for ${minutes}\u00a0min`;
