import type { DashboardTab, EncounterListFilter } from './encounter-lists';

/** The keys of every appointment query; a status change invalidates `all` (lists and counters). */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (filter: EncounterListFilter) => [...appointmentKeys.all, 'list', filter] as const,
  paged: (tab: DashboardTab | 'requests') => [...appointmentKeys.all, 'paged', tab] as const,
  counters: () => [...appointmentKeys.all, 'counters'] as const,
};
