import type { ReadingKind } from '@clinicall/shared/monitoring/metrics';
import type { Measure } from '@clinicall/shared/monitoring/metrics';

/** A reading in stored units, whatever format it arrived in; what the repository stores. */
export type NormalisedReading = {
  externalId: string;
  patientId: number;
  kind: ReadingKind;
  measuredAt: Date;
  measures: Partial<Record<Measure, number>>;
  unit: string;
  sepsis: boolean;
  detail: { type?: string; sound?: string; ecg?: { hz: number; samples: number[] } } | null;
  raw: unknown;
};
