import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PatientBookingRequest,
  ProviderBookingRequest,
} from '@clinicall/shared/scheduling/booking';
import { EncounterSchema, type Encounter } from '@clinicall/shared/scheduling/encounters';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import { apiRequest } from '../../../lib/api-client';
import { contentOf, useIdempotencyKey } from '../../../lib/idempotency-key';
import { bookingKeys } from './query-keys';

/** Either wizard's request, sent to its own endpoint (C51, C60). */
export type BookingRequest = (
  { by: 'patient'; body: PatientBookingRequest } | { by: 'provider'; body: ProviderBookingRequest }
) & { files?: readonly File[] };

/**
 * With attachments, the files variant: the booking as the `request` field, then the files. Sent
 * under `key` (issue 24), so a retry of the same booking answers the appointment already made.
 */
function book(request: BookingRequest, key: string): Promise<Encounter> {
  const path =
    request.by === 'patient' ? '/encounters/ownedbypatient' : '/encounters/ownedbyprovider';
  const files = request.files ?? [];
  const headers = { [IDEMPOTENCY_HEADER]: key };
  if (files.length === 0) {
    return apiRequest(path, {
      method: 'POST',
      body: request.body,
      headers,
      schema: EncounterSchema,
    });
  }
  const form = new FormData();
  form.append('request', JSON.stringify(request.body));
  for (const file of files) form.append('files', file, file.name);
  return apiRequest(`${path}/files`, {
    method: 'POST',
    body: form,
    headers,
    schema: EncounterSchema,
  });
}

/**
 * Books; whatever happens, the free slots are read again, so a taken one disappears. The same
 * booking confirmed again after an error (its answer lost, the first try perhaps booked) carries
 * the same Idempotency-Key; a booked one, or a changed one, takes a new key.
 */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  const bookingKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: BookingRequest) =>
      book(request, bookingKey.keyFor(contentOf([request.by, request.body], request.files ?? []))),
    meta: { handlesErrors: true },
    onSuccess: () => bookingKey.sent(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.schedules() }),
  });
}
