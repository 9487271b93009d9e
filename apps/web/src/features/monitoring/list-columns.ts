import type { ListKind, Measures } from '@clinicall/shared/monitoring/measures';
import { formatValue, withUnit } from './reading-format';

/** The kinds listed one card each (rhythm has a section of its own, G18). */
type CardKind = Exclude<ListKind, 'rhythm'>;
type Row<K extends CardKind> = Measures[K][number];

interface ListDef<K extends CardKind> {
  kind: K;
  title: string;
  /** G15: the value under "DEVICE READING". */
  reading: (row: Row<K>) => string;
  /** More of what the reading carries (a pressure's pulse, a glucose's type). */
  extra: { label: string; value: (row: Row<K>) => string }[];
}

const maybe = (value: number | null, unit: string, digits = 0) =>
  value === null ? '—' : withUnit(value, unit, digits);

/** What every kind's row has: the list component holds rows of any kind as these. */
export type AnyReading = { id: number; measuredAt: string; units: string; sepsis: boolean };
export interface ListView {
  kind: CardKind;
  title: string;
  reading: (row: AnyReading) => string;
  extra: { label: string; value: (row: AnyReading) => string }[];
}

/** Written typed per kind; the tab hands each list the rows of its own kind only. */
const def = <K extends CardKind>(d: ListDef<K>): ListView => d as unknown as ListView;

/** G14: every kind a partner's devices send, in the order the tab lists them. */
export const LIST_DEFS: ListView[] = [
  def({
    kind: 'bloodPressure',
    title: 'Blood Pressure',
    reading: (r) => `${formatValue(r.systolic, 0)}/${formatValue(r.diastolic, 0)} ${r.units}`,
    extra: [{ label: 'Pulse', value: (r) => maybe(r.pulse, 'bpm') }],
  }),
  def({
    kind: 'weight',
    title: 'Weight',
    reading: (r) => withUnit(r.weight, r.units),
    extra: [],
  }),
  def({
    kind: 'temperature',
    title: 'Temperature',
    reading: (r) => withUnit(r.temperature, r.units),
    extra: [],
  }),
  def({
    kind: 'bloodGlucose',
    title: 'Blood Glucose',
    reading: (r) => withUnit(r.glucose, r.units, 0),
    extra: [{ label: 'Type', value: (r) => r.type ?? '—' }],
  }),
  def({
    kind: 'pulseOximeter',
    title: 'Pulse Oximeter',
    reading: (r) => withUnit(r.spo2, r.units, 0),
    extra: [{ label: 'Pulse', value: (r) => maybe(r.pulse, 'bpm') }],
  }),
  def({
    kind: 'breathe',
    title: 'Breathing',
    reading: (r) => `FEV1 ${withUnit(r.fev, r.units, 2)}`,
    extra: [
      { label: 'PEF', value: (r) => maybe(r.pef, 'L/min') },
      { label: 'FEV1/FVC', value: (r) => maybe(r.fevFvc, 'ratio', 2) },
    ],
  }),
  def({
    kind: 'pulse',
    title: 'Pulse',
    reading: (r) => withUnit(r.pulse, r.units, 0),
    extra: [],
  }),
  def({
    kind: 'respiratoryRate',
    title: 'Respiratory Rate',
    reading: (r) => withUnit(r.respiratoryRate, r.units, 0),
    extra: [],
  }),
];
