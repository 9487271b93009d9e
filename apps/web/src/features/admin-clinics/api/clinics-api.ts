import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminClinicLimits,
  AdminClinicSchema,
  ClinicListItemSchema,
  PartnerSchema,
  type ClinicInput,
} from '@clinicall/shared/admin-clinic';
import { pageSchema } from '@clinicall/shared/paging';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ActiveFilter = 'all' | 'active' | 'inactive';

export const adminClinicKeys = {
  all: ['admin-clinics'] as const,
  find: (keyword: string, active: ActiveFilter) =>
    ['admin-clinics', 'find', keyword, active] as const,
  one: (id: number) => ['admin-clinics', 'one', id] as const,
  list: ['admin-clinics', 'list'] as const,
  partners: ['admin-clinics', 'partners'] as const,
};

/** B6: the clinics list, 15 a page, by keyword and active filter. */
export const findClinicsQuery = (keyword: string, active: ActiveFilter) =>
  infiniteQueryOptions({
    queryKey: adminClinicKeys.find(keyword, active),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        page: String(pageParam),
        size: String(AdminClinicLimits.pageSize),
      });
      if (keyword.trim()) params.set('keyword', keyword.trim());
      if (active !== 'all') {
        params.set('filterByActivated', 'true');
        params.set('isActivated', String(active === 'active'));
      }
      return apiRequest(`/admin/clinics/find?${params.toString()}`, {
        schema: pageSchema(ClinicListItemSchema),
        signal,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.last ? undefined : pages.length),
  });

export const useFindClinics = (keyword: string, active: ActiveFilter) =>
  useInfiniteQuery({ ...findClinicsQuery(keyword, active), placeholderData: keepPreviousData });

export const clinicQuery = (id: number) =>
  queryOptions({
    queryKey: adminClinicKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/clinic/${id}`, { schema: AdminClinicSchema, signal }),
  });

/** B8: every clinic, for pickers (the parent account's clinic choice). */
export const useAllClinics = () =>
  useQuery({
    queryKey: adminClinicKeys.list,
    queryFn: ({ signal }) =>
      apiRequest('/admin/clinics', { schema: z.array(ClinicListItemSchema), signal }),
  });

/** B39: the remote-monitoring partners; a saved clinic asks through its own path. */
export const usePartners = (clinicId: number | null) =>
  useQuery({
    queryKey: [...adminClinicKeys.partners, clinicId],
    queryFn: ({ signal }) =>
      apiRequest(
        clinicId === null
          ? '/admin/partner/search?type=RPM'
          : `/admin/clinic/${clinicId}/partner/search?partnerType=RPM`,
        { schema: z.array(PartnerSchema), signal },
      ),
  });

export type ClinicFiles = {
  consents: Map<number, File>;
  logo: File | null;
  topLogo: File | null;
  /** B52: experience images chosen in this session. */
  images: File[];
};

/**
 * B10, B14: JSON when no file is sent, multipart otherwise (`clinicDTOJson`, `consentFile{slot}`,
 * `file`, `topLogoFile`, `experienceImage`).
 */
export function saveClinic(id: number | null, input: ClinicInput, files: ClinicFiles) {
  const hasFiles =
    files.consents.size > 0 ||
    files.logo !== null ||
    files.topLogo !== null ||
    files.images.length > 0;
  const method = id === null ? 'POST' : 'PUT';
  if (!hasFiles) {
    return apiRequest(id === null ? '/admin/clinic' : `/admin/clinic/${id}`, {
      method,
      body: input,
      schema: AdminClinicSchema,
    });
  }
  const form = new FormData();
  form.append('clinicDTOJson', JSON.stringify(input));
  for (const [slot, file] of files.consents) form.append(`consentFile${slot}`, file);
  if (files.logo) form.append('file', files.logo);
  if (files.topLogo) form.append('topLogoFile', files.topLogo);
  for (const image of files.images) form.append('experienceImage', image);
  return apiRequest(id === null ? '/admin/clinic/file' : `/admin/clinic/${id}/updateFile`, {
    method,
    body: form,
    schema: AdminClinicSchema,
  });
}

export function useSaveClinic(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, files }: { input: ClinicInput; files: ClinicFiles }) =>
      saveClinic(id, input, files),
    onSuccess: (clinic) => {
      queryClient.setQueryData(adminClinicKeys.one(clinic.id), clinic);
      void queryClient.invalidateQueries({ queryKey: adminClinicKeys.all });
    },
  });
}
