import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderRelationshipBody } from '@clinicall/shared/provider-network/provider-network';
import { apiRequest } from '../../../lib/api-client';
import { networkKeys } from './query-keys';

/** F105: POST /removeProviderRelationship. */
function removeConnection(body: ProviderRelationshipBody): Promise<void> {
  return apiRequest('/removeProviderRelationship', { method: 'POST', body });
}

/** Every list of the network shows who is connected: all of them are asked again. */
export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
