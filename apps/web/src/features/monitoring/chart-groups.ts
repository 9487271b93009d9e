import type { Measure } from '@clinicall/shared/monitoring/metrics';

export interface ChartGroup {
  /** The list kind the card matches (`data-metric`). */
  metric: string;
  title: string;
  /** One chart per entry; the measures of an entry share its axis and unit. */
  charts: { measures: [Measure, ...Measure[]]; label?: string }[];
}

/** G14: the charts of the Charts view, in the lists' order. */
export const CHART_GROUPS: ChartGroup[] = [
  {
    metric: 'bloodPressure',
    title: 'Blood Pressure',
    charts: [{ measures: ['systolic', 'diastolic'] }],
  },
  { metric: 'weight', title: 'Weight', charts: [{ measures: ['weight'] }] },
  { metric: 'temperature', title: 'Temperature', charts: [{ measures: ['temperature'] }] },
  { metric: 'bloodGlucose', title: 'Blood Glucose', charts: [{ measures: ['glucose'] }] },
  { metric: 'pulseOximeter', title: 'Pulse Oximeter', charts: [{ measures: ['spo2'] }] },
  {
    metric: 'breathe',
    title: 'Breathing',
    charts: [
      { measures: ['fev'], label: 'FEV1' },
      { measures: ['pef'], label: 'PEF' },
      { measures: ['fevFvc'], label: 'FEV1/FVC' },
    ],
  },
  { metric: 'pulse', title: 'Pulse', charts: [{ measures: ['pulse'] }] },
  {
    metric: 'respiratoryRate',
    title: 'Respiratory Rate',
    charts: [{ measures: ['respiratoryRate'] }],
  },
];
