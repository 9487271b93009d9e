import { AppointmentPageSize } from '@clinicall/shared/scheduling/constants';
import type { EncounterStatus } from '@clinicall/shared/scheduling/types';

/** The three lists of spec 1 §2 and what each asks `GET /encounters` for (C86, C87, C92). */
export type ListKind = 'upcoming' | 'past' | 'requests';

/** C86: patients may sort by provider name, provider specialty or start time. */
export const LIST_SORTS = {
  startTime: { label: 'Start time', param: 'startTime,desc' },
  providerName: { label: 'Provider name', param: 'providerName,asc' },
  providerSpecialty: { label: 'Provider specialty', param: 'providerSpecialty,asc' },
} as const;
export type ListSort = keyof typeof LIST_SORTS;

export interface EncounterListFilter {
  kind: ListKind;
  /** ISO instants bounding the chosen days in the viewer's zone; absent for requests (C92). */
  from?: string;
  to?: string;
  searchValue: string;
  sort: ListSort;
}

const statusOf: Record<ListKind, EncounterStatus> = {
  upcoming: 'ACCEPTED',
  past: 'FINISHED',
  requests: 'REQUESTED',
};

/** C86, C87: page sizes 15 and 20; requests page like upcoming. */
export const listPageSize: Record<ListKind, number> = {
  upcoming: AppointmentPageSize.upcoming,
  past: AppointmentPageSize.past,
  requests: AppointmentPageSize.upcoming,
};

/** The query string of one page of a list (spec 1 §7 `GET /encounters`). */
export function listQuery(filter: EncounterListFilter, page: number): URLSearchParams {
  const query = new URLSearchParams({
    status: statusOf[filter.kind],
    sort: LIST_SORTS[filter.sort].param,
    page: String(page),
    size: String(listPageSize[filter.kind]),
  });
  if (filter.from !== undefined) query.set('from', filter.from);
  if (filter.to !== undefined) query.set('to', filter.to);
  if (filter.searchValue !== '') query.set('searchValue', filter.searchValue);
  // C87: past lists show concluded appointments only.
  if (filter.kind === 'past') query.set('finishedEType', 'APPOINTMENT_CONCLUDED');
  return query;
}

/** C93–C95: the dashboard's tabs; Today is the provider's only. */
export type DashboardTab = 'confirmed' | 'today' | 'pending';

/**
 * The paged endpoints of I5 (confirmed and today) and the requests list for Pending; each answers
 * `encountersDTO` and the total `count`, which is the tab's counter.
 */
export function dashboardPath(tab: DashboardTab, page: number): string {
  const size = String(AppointmentPageSize.dashboardStep);
  const query = new URLSearchParams({ page: String(page), size });
  if (tab === 'pending') {
    query.set('status', statusOf.requests);
    return `/encounters?${query.toString()}`;
  }
  return `/encounters/${tab}?${query.toString()}`;
}
