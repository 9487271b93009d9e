import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  EncounterListSchema,
  type Encounter,
  type EncounterList,
} from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import { DashboardCountersSchema } from '@clinicall/shared/scheduling/encounter-lists';
import {
  listQuery,
  pagedPath,
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

/** C93, C95: a dashboard tab, 5 at a time; C92: the requests page, 15 at a time. */
export function pagedListQuery(tab: DashboardTab | 'requests') {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.paged(tab),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(pagedPath(tab, pageParam), { schema: EncounterListSchema, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastParam) => nextPage(pages, lastParam),
  });
}

export function usePagedList(tab: DashboardTab | 'requests') {
  return useInfiniteQuery(pagedListQuery(tab));
}

/** C93, C94: the three counters in one call (`today` is null for patients). */
export const countersQuery = queryOptions({
  queryKey: appointmentKeys.counters(),
  queryFn: ({ signal }) =>
    apiRequest('/encounters/counters', { schema: DashboardCountersSchema, signal }),
});

export function useCounters() {
  return useQuery(countersQuery);
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
