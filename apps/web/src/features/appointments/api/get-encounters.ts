import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  EncounterListSchema,
  type Encounter,
  type EncounterList,
} from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import {
  dashboardPath,
  listQuery,
  type DashboardTab,
  type EncounterListFilter,
} from './encounter-lists';
import { appointmentKeys } from './query-keys';

/** Pages are numbered from 0; another page exists while fewer rows arrived than `count`. */
function nextPage(pages: EncounterList[], lastParam: number): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.encountersDTO.length, 0);
  const last = pages.at(-1);
  return last === undefined || last.encountersDTO.length === 0 || loaded >= last.count
    ? undefined
    : lastParam + 1;
}

/** C84–C87, C92: one list's pages from `GET /encounters`. */
export function encounterListQuery(filter: EncounterListFilter) {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/encounters?${listQuery(filter, pageParam).toString()}`, {
        schema: EncounterListSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastParam) => nextPage(pages, lastParam),
  });
}

export function useEncounterList(filter: EncounterListFilter) {
  return useInfiniteQuery(encounterListQuery(filter));
}

/** C93, C95: a dashboard tab, 5 at a time. */
export function dashboardTabQuery(tab: DashboardTab) {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.dashboard(tab),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(dashboardPath(tab, pageParam), { schema: EncounterListSchema, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastParam) => nextPage(pages, lastParam),
  });
}

export function useDashboardTab(tab: DashboardTab) {
  return useInfiniteQuery(dashboardTabQuery(tab));
}

/** Every loaded row, in order, without duplicates when a row moved between pages. */
export function loadedEncounters(pages: EncounterList[] | undefined): Encounter[] {
  const seen = new Set<number>();
  const rows: Encounter[] = [];
  for (const page of pages ?? []) {
    for (const encounter of page.encountersDTO) {
      if (seen.has(encounter.id)) continue;
      seen.add(encounter.id);
      rows.push(encounter);
    }
  }
  return rows;
}
