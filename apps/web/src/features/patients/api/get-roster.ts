import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ROSTER_PAGE_SIZE,
  RosterPageSchema,
  type RosterPage,
} from '@clinicall/shared/people/roster';
import { apiRequest } from '../../../lib/api-client';
import { patientsKeys } from './query-keys';

function getRoster(page: number, keyword: string, signal: AbortSignal): Promise<RosterPage> {
  const query = new URLSearchParams({ page: String(page), size: String(ROSTER_PAGE_SIZE) });
  if (keyword === '')
    return apiRequest(`/patients?${query.toString()}`, { schema: RosterPageSchema, signal });
  query.set('keyword', keyword);
  return apiRequest(`/patients/search?${query.toString()}`, { schema: RosterPageSchema, signal });
}

/** F1: the roster's pages, all patients or those matching the keyword. */
export function rosterQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: patientsKeys.roster(keyword),
    queryFn: ({ pageParam, signal }) => getRoster(pageParam, keyword, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
  });
}

export function useRoster(keyword: string) {
  return useInfiniteQuery(rosterQuery(keyword));
}
