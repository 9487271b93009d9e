import type { EncounterSort } from '@clinicall/shared/scheduling/encounter-lists';
import { AppointmentPageSize } from '@clinicall/shared/scheduling/constants';
import type { EncounterStatus } from '@clinicall/shared/scheduling/types';

/** The dated lists of spec 1 §2 (C86, C87); requests have their own paged endpoint (C92). */
export type ListKind = 'upcoming' | 'past';

/** C86: patients may sort by provider name, provider specialty or start time. */
export const LIST_SORTS = {
  startTime: { label: 'Start time', param: 'startTime,desc' },
  providerName: { label: 'Provider name', param: 'providerName,asc' },
  providerSpecialty: { label: 'Provider specialty', param: 'specialty,asc' },
} as const satisfies Record<string, { label: string; param: EncounterSort }>;
export type ListSort = keyof typeof LIST_SORTS;

export interface EncounterListFilter {
  kind: ListKind;
  /** ISO instants bounding the chosen days in the viewer's zone (`to` exclusive). */
  from: string;
  to: string;
  searchValue: string;
  sort: ListSort;
  /** G4: only patients under remote monitoring (`searchRpmPatient=true`). */
  rpmOnly: boolean;
}

/** Upcoming: confirmed and under way; past: finished (C87). */
const statusesOf: Record<ListKind, readonly EncounterStatus[]> = {
  upcoming: ['ACCEPTED', 'PROVIDER_STARTED', 'PATIENT_STARTED', 'STARTED'],
  past: ['FINISHED'],
};

/** C86, C87: page sizes 15 and 20. */
export const listPageSize: Record<ListKind, number> = {
  upcoming: AppointmentPageSize.upcoming,
  past: AppointmentPageSize.past,
};

/** The query string of one page of a list (spec 1 §7 `GET /encounters`). */
export function listQuery(filter: EncounterListFilter, page: number): URLSearchParams {
  const query = new URLSearchParams({
    from: filter.from,
    to: filter.to,
    status: statusesOf[filter.kind].join(','),
    sort: LIST_SORTS[filter.sort].param,
    page: String(page),
    size: String(listPageSize[filter.kind]),
  });
  if (filter.searchValue !== '') query.set('searchValue', filter.searchValue);
  if (filter.rpmOnly) query.set('searchRpmPatient', 'true');
  // C87: past lists show concluded appointments only.
  if (filter.kind === 'past') query.set('finishedEType', 'APPOINTMENT_CONCLUDED');
  return query;
}

/** C93–C95: the dashboard's tabs; Today is the provider's only. */
export type DashboardTab = 'confirmed' | 'today' | 'pending';

/**
 * The paged endpoints of I5; Pending is the requests list within the request window (C92), which
 * `/appointment-requests/` pages too, 15 at a time.
 */
export function pagedPath(tab: DashboardTab | 'requests', page: number): string {
  const size =
    tab === 'requests' ? AppointmentPageSize.upcoming : AppointmentPageSize.dashboardStep;
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  const path = tab === 'pending' ? 'requests' : tab;
  return `/encounters/${path}?${query.toString()}`;
}
