import { queryOptions, useQuery } from '@tanstack/react-query';
import { RhythmTraceSchema } from '@clinicall/shared/monitoring/measures';
import { apiRequest } from '../../../lib/api-client';
import { monitoringKeys } from './monitoring-keys';

/** G18: one rhythm reading's ECG trace (read on its own: a strip has thousands of samples). */
export function rhythmTraceQuery(partner: string, patientId: number, readingId: number) {
  return queryOptions({
    queryKey: monitoringKeys.rhythm(partner, patientId, readingId),
    queryFn: ({ signal }) =>
      apiRequest(`/${partner}/patients/${patientId}/rhythm/${readingId}`, {
        schema: RhythmTraceSchema,
        signal,
      }),
    // A recorded strip never changes.
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

export const useRhythmTrace = (partner: string, patientId: number, readingId: number) =>
  useQuery(rhythmTraceQuery(partner, patientId, readingId));
