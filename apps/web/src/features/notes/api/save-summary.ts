import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EncounterSummarySchema,
  type EncounterSummary,
  type SaveSummaryRequest,
} from '@clinicall/shared/notes/summaries';
import { apiRequest } from '../../../lib/api-client';
import { notesKeys } from './query-keys';

type Save = { id: number; body: SaveSummaryRequest; written: boolean };

/** E46, E51: POST the first note, PUT it afterwards; the answer replaces the cached summary. */
export function useSaveSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, written }: Save): Promise<EncounterSummary> =>
      apiRequest(`/encounters/${id}/summary`, {
        method: written ? 'PUT' : 'POST',
        body,
        schema: EncounterSummarySchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(notesKeys.summary(saved.encounterId), saved),
  });
}
