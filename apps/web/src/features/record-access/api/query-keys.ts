import type { AccessLogFilter } from '@clinicall/shared/record-access/record-access';

/** The keys of every record access query, in one place (see identity's query-keys for why). */
export const recordAccessKeys = {
  all: ['record-access'] as const,
  visits: (patientId: number) => [...recordAccessKeys.all, 'visits', patientId] as const,
  log: (clinicId: number, filter: AccessLogFilter) =>
    [...recordAccessKeys.all, 'log', clinicId, filter] as const,
};
