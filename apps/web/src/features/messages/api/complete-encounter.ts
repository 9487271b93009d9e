import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

/** E22: completing a message encounter posts status FINISHED through the lifecycle call. */
export function useCompleteEncounter(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (encounterId: number) =>
      apiRequest('/encounters/status', {
        method: 'POST',
        body: { id: encounterId, status: 'FINISHED' },
        schema: EncounterSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.topic(topicId) }),
  });
}
