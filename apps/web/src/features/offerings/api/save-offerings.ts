import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OfferingsSchema,
  type Offerings,
  type SaveOfferingsRequest,
} from '@clinicall/shared/scheduling/offerings';
import { apiRequest } from '../../../lib/api-client';
import { offeringsKeys } from './query-keys';

function saveOfferings(body: SaveOfferingsRequest): Promise<Offerings> {
  return apiRequest('/providers/offering', { method: 'PUT', body, schema: OfferingsSchema });
}

/** C4: saves the provider's offerings; the answer replaces the cached ones. */
export function useSaveOfferings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferings,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(offeringsKeys.mine(), saved),
  });
}
