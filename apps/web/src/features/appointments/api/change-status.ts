import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EncounterSchema } from '@clinicall/shared/scheduling/encounters';
import type { EncounterStatus } from '@clinicall/shared/scheduling/types';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './query-keys';

export interface StatusChange {
  id: number;
  status: Extract<EncounterStatus, 'ACCEPTED' | 'DECLINED' | 'CANCELLED'>;
  /** C80: required for DECLINED and CANCELLED. */
  cancelReason?: string;
}

/** C78, C80: `POST /encounters/status`; every list and counter reloads after it. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      apiRequest('/encounters/status', { method: 'POST', body: change, schema: EncounterSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
