import { queryOptions } from '@tanstack/react-query';
import type { Account } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { identitySchemas } from './identity-schemas';
import { identityKeys } from './query-keys';

function getAccount(): Promise<Account> {
  return apiRequest('/account', {
    schema: identitySchemas().then((schemas) => schemas.AccountSchema),
  });
}

/** A28: who is signed in. It changes only with a new token, and a new token clears the cache. */
export const accountQuery = queryOptions({
  queryKey: identityKeys.account(),
  queryFn: getAccount,
  staleTime: Infinity,
  // The auth guard shows a failure at once with its own way out; retrying only delays it.
  retry: false,
  meta: { handlesErrors: true },
});
