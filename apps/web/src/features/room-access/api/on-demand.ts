import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  NewPatientSchema,
  OnDemandResultSchema,
  type NewPatientRequest,
  type OnDemandRequest,
} from '@clinicall/shared/room-access/on-demand';
import { SchedulablePatientPageSchema } from '@clinicall/shared/scheduling/booking-lists';
import { AppointmentPageSize } from '@clinicall/shared/scheduling/constants';
import { apiRequest } from '../../../lib/api-client';

/** C103: the provider's clinics' patients (the booking list's endpoint, C48), first page of 25 (H5). */
export function usePatientSearch(search: string) {
  return useQuery({
    queryKey: ['on-demand', 'patients', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: '0',
        size: String(AppointmentPageSize.patientPickList),
      });
      if (search !== '') params.set('search', search);
      return apiRequest(`/appointments/patients?${params.toString()}`, {
        schema: SchedulablePatientPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** C106: starts the call; the answer carries the provider's room URL. */
export function useStartOnDemand() {
  return useMutation({
    mutationFn: (body: OnDemandRequest) =>
      apiRequest('/encounters/onDemand', { method: 'POST', body, schema: OnDemandResultSchema }),
    meta: { handlesErrors: true },
  });
}

/** C103: "create a new patient", the minimal invitation. */
export function useCreatePatient() {
  return useMutation({
    mutationFn: (body: NewPatientRequest) =>
      apiRequest('/encounters/onDemand/patients', {
        method: 'POST',
        body,
        schema: NewPatientSchema,
      }),
    meta: { handlesErrors: true },
  });
}
