import { queryOptions, useQuery } from '@tanstack/react-query';
import { OfferingsSchema, type Offerings } from '@clinicall/shared/scheduling/offerings';
import { apiRequest } from '../../../lib/api-client';
import { offeringsKeys } from './query-keys';

function getOfferings(signal: AbortSignal, email?: string): Promise<Offerings> {
  const query = email === undefined ? '' : `?email=${encodeURIComponent(email)}`;
  return apiRequest(`/providers/offering${query}`, { schema: OfferingsSchema, signal });
}

/** C4: the signed-in provider's offerings. */
export const myOfferingsQuery = queryOptions({
  queryKey: offeringsKeys.mine(),
  queryFn: ({ signal }) => getOfferings(signal),
  meta: { handlesErrors: true },
});

export function useMyOfferings() {
  return useQuery(myOfferingsQuery);
}

/** I6: what a provider offers, read by a patient or a colleague booking with them. */
export function providerOfferingsQuery(email: string) {
  return queryOptions({
    queryKey: offeringsKeys.ofProvider(email),
    queryFn: ({ signal }) => getOfferings(signal, email),
    meta: { handlesErrors: true },
  });
}

export function useProviderOfferings(email: string | null) {
  return useQuery({ ...providerOfferingsQuery(email ?? ''), enabled: email !== null });
}
