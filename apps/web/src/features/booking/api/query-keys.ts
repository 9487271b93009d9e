import type { ScheduleRequest } from './get-schedule';

/** The keys of every booking query, in one place (see identity's query-keys for why). */
export const bookingKeys = {
  all: ['booking'] as const,
  providers: (search: string, page: number) =>
    [...bookingKeys.all, 'providers', search, page] as const,
  patients: (search: string, page: number) =>
    [...bookingKeys.all, 'patients', search, page] as const,
  preconditions: () => [...bookingKeys.all, 'preconditions'] as const,
  schedules: () => [...bookingKeys.all, 'schedule'] as const,
  schedule: (query: ScheduleRequest) => [...bookingKeys.schedules(), query] as const,
};
