import { useQuery } from '@tanstack/react-query';
import { PreconditionsSchema } from '@clinicall/shared/scheduling/preconditions';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** C57: the conditions the reason-for-visit step offers; typing one's own stays possible. */
export function usePreconditions() {
  return useQuery({
    queryKey: bookingKeys.preconditions(),
    queryFn: ({ signal }) =>
      apiRequest('/patients/preconditions', { schema: PreconditionsSchema, signal }),
    // Without the list the field is plain text: the step never waits for it or reports it.
    meta: { handlesErrors: true },
  });
}
