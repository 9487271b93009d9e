import type { ListKind } from '@clinicall/shared/monitoring/measures';

/** A range of calendar days as the partner routes take them (`from`..`to`, YYYY-MM-DD, G6). */
export type DayRangeQuery = { from: string; to: string };

export const monitoringKeys = {
  all: ['monitoring'] as const,
  /** G2: the partners whose views the tab shows. */
  partners: () => [...monitoringKeys.all, 'partners'] as const,
  /** Everything one partner view reads about one patient. */
  view: (partner: string, patientId: number) =>
    [...monitoringKeys.all, 'view', partner, patientId] as const,
  lookup: (partner: string, patientId: number) =>
    [...monitoringKeys.view(partner, patientId), 'lookup'] as const,
  signupStatus: (partner: string, patientId: number) =>
    [...monitoringKeys.view(partner, patientId), 'signup'] as const,
  /** What new readings change (issue 23: refreshed live as they arrive). */
  readings: (partner: string, patientId: number) =>
    [...monitoringKeys.view(partner, patientId), 'readings'] as const,
  measures: (partner: string, patientId: number, range: DayRangeQuery) =>
    [...monitoringKeys.readings(partner, patientId), 'measures', range] as const,
  /** G15: one kind's readings of one day, page by page. */
  day: (partner: string, patientId: number, kind: ListKind, date: string) =>
    [...monitoringKeys.readings(partner, patientId), 'day', kind, date] as const,
  rhythm: (partner: string, patientId: number, readingId: number) =>
    [...monitoringKeys.view(partner, patientId), 'rhythm', readingId] as const,
  sounds: (partner: string, patientId: number, range: DayRangeQuery) =>
    [...monitoringKeys.readings(partner, patientId), 'sounds', range] as const,
  observations: (partner: string, patientId: number, name: string) =>
    [...monitoringKeys.readings(partner, patientId), 'observations', name] as const,
};
