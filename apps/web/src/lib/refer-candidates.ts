import type { QueryClient } from '@tanstack/react-query';

/**
 * F98: the refer candidates the app keeps between screens: the providers found to refer to, the
 * patients offered for a referral and the patient in context, all cached under this one key.
 */
export const referCandidatesKey = ['refer-candidates'] as const;

/**
 * F98: opening the provider network or a refer list starts from what the server says now, never
 * from candidates kept from an earlier visit (a connection or a patient may have changed since).
 */
export function resetReferCandidates(client: QueryClient): null {
  client.removeQueries({ queryKey: referCandidatesKey });
  return null;
}
