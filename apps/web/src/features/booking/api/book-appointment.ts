import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PatientBookingRequest,
  ProviderBookingRequest,
} from '@clinicall/shared/scheduling/booking';
import { EncounterSchema, type Encounter } from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** Either wizard's request, sent to its own endpoint (C51, C60). */
export type BookingRequest =
  { by: 'patient'; body: PatientBookingRequest } | { by: 'provider'; body: ProviderBookingRequest };

function book(request: BookingRequest): Promise<Encounter> {
  const path =
    request.by === 'patient' ? '/encounters/ownedbypatient' : '/encounters/ownedbyprovider';
  return apiRequest(path, { method: 'POST', body: request.body, schema: EncounterSchema });
}

/** Books; whatever happens, the free slots are read again, so a taken one disappears. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: book,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.schedules() }),
  });
}
