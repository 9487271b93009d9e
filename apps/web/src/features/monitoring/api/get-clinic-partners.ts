import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClinicPartnersSchema } from '@clinicall/shared/monitoring/partners';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G2: the monitoring partners of the provider's clinics (one view each). */
export function clinicPartnersQuery() {
  return queryOptions({
    queryKey: monitoringKeys.partners(),
    queryFn: ({ signal }) =>
      apiRequest('/providers/clinic/partner/search?partnerType=RPM', {
        schema: ClinicPartnersSchema,
        signal,
      }),
    meta: { handlesErrors: true },
  });
}

export const useClinicPartners = () => useQuery(clinicPartnersQuery());
