import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoomUrlSchema } from '@clinicall/shared/rooms/signalling';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import { opensRoom, startStatusFrom } from '../room-entry';
import { appointmentKeys } from './query-keys';

/**
 * D9–D11: Start posts the started status (unless already started), then a video or office visit
 * fetches the caller's room URL; the answer is where to go, or null for a phone call.
 */
export function useStartVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (encounter: Encounter): Promise<string | null> => {
      const status = startStatusFrom(encounter.status);
      if (status) {
        await apiRequest('/encounters/status', {
          method: 'POST',
          body: { id: encounter.id, status },
          schema: EncounterSchema,
        });
      }
      if (!opensRoom(encounter)) return null;
      const { roomUrl } = await apiRequest(`/encounterRoomUrl/${encounter.id}`, {
        schema: RoomUrlSchema,
      });
      return roomUrl;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** D16: PUT /rooms/message (message, encounterId, name). */
export function useSendRoomMessage() {
  return useMutation({
    mutationFn: (input: { encounterId: number; message: string; name: string }) =>
      apiRequest('/rooms/message', { method: 'PUT', body: input }),
  });
}
