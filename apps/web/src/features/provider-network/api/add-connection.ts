import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderRelationshipBody } from '@clinicall/shared/provider-network/provider-network';
import { apiRequest } from '../../../lib/api-client';
import { networkKeys } from './query-keys';

/** F105: POST /addProviderRelationship. */
function addConnection(body: ProviderRelationshipBody): Promise<void> {
  return apiRequest('/addProviderRelationship', { method: 'POST', body });
}

/** Every list of the network shows who is connected: all of them are asked again. */
export function useAddConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addConnection,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: networkKeys.all }),
  });
}
