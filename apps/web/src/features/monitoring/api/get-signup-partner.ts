import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicPartnersSchema } from '@clinicall/shared/monitoring/partners';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** G2: the caller's monitoring partners; the sign-up takes its device rules from its own (G23, G28, G29). */
export const signupPartnersQuery = queryOptions({
  queryKey: alertKeys.signupPartners(),
  queryFn: ({ signal }) =>
    apiRequest('/providers/clinic/partner/search?partnerType=RPM', {
      schema: ClinicPartnersSchema,
      signal,
    }),
  meta: { handlesErrors: true },
});

/** The partner the sign-up is for, by its key (null while loading or when it is not the caller's). */
export function useSignupPartner(key: string) {
  const query = useQuery(signupPartnersQuery);
  return { ...query, partner: query.data?.find((p) => p.key === key) ?? null };
}
