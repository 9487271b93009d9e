import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE, StaffPageSchema } from '@clinicall/shared/admin-users';
import { apiRequest } from '../../../lib/api-client';

export type StaffListFilter = {
  keyword: string;
  /** 'all', or only the active or inactive users. */
  active: 'all' | 'active' | 'inactive';
  clinic: number | null;
};

/** B5: any staff list (its endpoint given), 15 rows a page, loaded as the list scrolls. */
export const staffPageQuery = (endpoint: string, filter: StaffListFilter) =>
  infiniteQueryOptions({
    queryKey: ['staff', endpoint, filter],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        page: String(pageParam),
        size: String(STAFF_PAGE_SIZE),
      });
      if (filter.keyword.trim()) params.set('keyword', filter.keyword.trim());
      if (filter.active !== 'all') {
        params.set('filterByActivated', 'true');
        params.set('isActivated', String(filter.active === 'active'));
      }
      if (filter.clinic) params.set('clinic', String(filter.clinic));
      return apiRequest(`${endpoint}?${params.toString()}`, { schema: StaffPageSchema, signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.last ? undefined : pages.length),
  });

export function useStaffPage(endpoint: string, filter: StaffListFilter) {
  return useInfiniteQuery({
    ...staffPageQuery(endpoint, filter),
    placeholderData: keepPreviousData,
  });
}
