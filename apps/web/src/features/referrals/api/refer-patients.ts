import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ReferralPatientPageSchema } from '@clinicall/shared/referrals/referrals';
import { apiRequest } from '../../../lib/api-client';
import { referKeys } from './refer-keys';

/** F96: GET /patients/referrals/current, the caller's patients 10 per page, searched by name. */
export function referPatientsQuery(providerId: number, search: string) {
  return infiniteQueryOptions({
    queryKey: referKeys.patients(providerId, search),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        providerId: String(providerId),
        page: String(pageParam),
      });
      if (search !== '') query.set('search', search);
      return apiRequest(`/patients/referrals/current?${query.toString()}`, {
        schema: ReferralPatientPageSchema,
        signal,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) => (last.last ? undefined : page + 1),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export function useReferPatients(providerId: number, search: string) {
  return useInfiniteQuery(referPatientsQuery(providerId, search));
}
