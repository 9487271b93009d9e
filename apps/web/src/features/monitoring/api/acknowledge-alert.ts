import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertSchema } from '@clinicall/shared/monitoring/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** Issue 23: POST /monitoring/alerts/{id}/acknowledge; who and when come back with the alert. */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      apiRequest(`/monitoring/alerts/${alertId}/acknowledge`, {
        method: 'POST',
        schema: AlertSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
