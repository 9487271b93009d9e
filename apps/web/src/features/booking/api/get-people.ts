import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BookableProviderPageSchema,
  SchedulablePatientPageSchema,
} from '@clinicall/shared/scheduling/booking-lists';
import { AppointmentPageSize } from '@clinicall/shared/scheduling/constants';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

const listQuery = (search: string, page: number, size: number) => {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (search !== '') params.set('search', search);
  return params.toString();
};

/** C56: the providers the signed-in patient may book, 25 a page, with search. */
export function useBookableProviders(search: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.providers(search, page),
    queryFn: ({ signal }) =>
      apiRequest(
        `/appointments/providers?${listQuery(search, page, AppointmentPageSize.providerPickList)}`,
        { schema: BookableProviderPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** C48: the patients of the signed-in provider's clinics, 25 a page, with search. */
export function useSchedulablePatients(search: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.patients(search, page),
    queryFn: ({ signal }) =>
      apiRequest(
        `/appointments/patients?${listQuery(search, page, AppointmentPageSize.patientPickList)}`,
        { schema: SchedulablePatientPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
