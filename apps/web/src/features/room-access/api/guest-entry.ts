import { useMutation } from '@tanstack/react-query';
import { RoomUrlSchema, type GuestEntryRequest } from '@clinicall/shared/room-access/guests';
import { apiRequest } from '../../../lib/api-client';

/** D18: the guest's name and invitation for a pass to that room only. */
export function useGuestEntry() {
  return useMutation({
    mutationFn: (body: GuestEntryRequest) =>
      apiRequest('/rooms/guestPass', {
        method: 'POST',
        body,
        isPublic: true,
        token: null,
        schema: RoomUrlSchema,
      }),
  });
}
