import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminClinicLimits,
  ParentClinicSchema,
  type ParentClinicInput,
} from '@clinicall/shared/admin-clinic';
import { pageSchema } from '@clinicall/shared/paging';
import { apiRequest } from '../../../lib/api-client';

export type ParentFilter = { query: string; active: boolean; inactive: boolean };

const keys = {
  all: ['parent-clinics'] as const,
  find: (filter: ParentFilter) => ['parent-clinics', 'find', filter] as const,
  one: (id: number) => ['parent-clinics', 'one', id] as const,
};

/** B55: parent accounts, 15 a page. */
export const findParentsQuery = (filter: ParentFilter) =>
  infiniteQueryOptions({
    queryKey: keys.find(filter),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        page: String(pageParam),
        size: String(AdminClinicLimits.pageSize),
        active: String(filter.active),
        inactive: String(filter.inactive),
      });
      if (filter.query.trim()) params.set('query', filter.query.trim());
      return apiRequest(`/admin/parentClinic?${params.toString()}`, {
        schema: pageSchema(ParentClinicSchema),
        signal,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.last ? undefined : pages.length),
  });

export const useFindParents = (filter: ParentFilter) =>
  useInfiniteQuery({ ...findParentsQuery(filter), placeholderData: keepPreviousData });

export const parentQuery = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/parentClinic/${id}`, { schema: ParentClinicSchema, signal }),
  });

/** B57, B58: POST adds, PUT (with the id in the body) saves. */
export function useSaveParent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentClinicInput) =>
      apiRequest('/admin/parentClinic', {
        method: id === null ? 'POST' : 'PUT',
        body: id === null ? input : { ...input, id },
        schema: ParentClinicSchema,
      }),
    onSuccess: (parent) => {
      queryClient.setQueryData(keys.one(parent.id), parent);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
