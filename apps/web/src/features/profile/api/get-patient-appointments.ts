import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  PATIENT_APPOINTMENTS_PAGE_SIZE,
  PatientAppointmentsPageSchema,
  type PatientAppointmentSort,
} from '@clinicall/shared/people/patient-appointments';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** F62: GET /encounters/filter, 10 per page. */
export function patientAppointmentsQuery(
  patientId: number,
  sort: PatientAppointmentSort,
  order: 'asc' | 'desc',
) {
  return infiniteQueryOptions({
    queryKey: profileKeys.appointments(patientId, sort, order),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        patientId: String(patientId),
        propertyName: sort,
        orderBy: order,
        page: String(pageParam),
        size: String(PATIENT_APPOINTMENTS_PAGE_SIZE),
      });
      return apiRequest(`/encounters/filter?${query.toString()}`, {
        schema: PatientAppointmentsPageSchema,
        signal,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
    meta: { handlesErrors: true },
  });
}

export function usePatientAppointments(
  patientId: number,
  sort: PatientAppointmentSort,
  order: 'asc' | 'desc',
) {
  return useInfiniteQuery(patientAppointmentsQuery(patientId, sort, order));
}
