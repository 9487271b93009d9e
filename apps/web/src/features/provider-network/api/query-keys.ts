import type { FindFilters } from './find-providers';

/** The keys of every provider-network query, in one place: a connection change refreshes them all. */
export const networkKeys = {
  all: ['provider-network'] as const,
  connections: (onlyMyClinic: boolean) =>
    [...networkKeys.all, 'connections', { onlyMyClinic }] as const,
  find: (filters: FindFilters) => [...networkKeys.all, 'find', filters] as const,
  profile: (providerId: number) => [...networkKeys.all, 'profile', providerId] as const,
};
