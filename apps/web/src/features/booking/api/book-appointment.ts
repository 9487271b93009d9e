import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PatientBookingRequest,
  ProviderBookingRequest,
} from '@clinicall/shared/scheduling/booking';
import { EncounterSchema, type Encounter } from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** Either wizard's request, sent to its own endpoint (C51, C60). */
export type BookingRequest = (
  { by: 'patient'; body: PatientBookingRequest } | { by: 'provider'; body: ProviderBookingRequest }
) & { files?: readonly File[] };

/** With attachments, the files variant: the booking as the `request` field, then the files. */
function book(request: BookingRequest): Promise<Encounter> {
  const path =
    request.by === 'patient' ? '/encounters/ownedbypatient' : '/encounters/ownedbyprovider';
  const files = request.files ?? [];
  if (files.length === 0) {
    return apiRequest(path, { method: 'POST', body: request.body, schema: EncounterSchema });
  }
  const form = new FormData();
  form.append('request', JSON.stringify(request.body));
  for (const file of files) form.append('files', file, file.name);
  return apiRequest(`${path}/files`, { method: 'POST', body: form, schema: EncounterSchema });
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
