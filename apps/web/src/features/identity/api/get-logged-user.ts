import { queryOptions, useQuery } from '@tanstack/react-query';
import { LoggedUserSchema, type LoggedUser } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys } from './query-keys';

function getLoggedUser(): Promise<LoggedUser> {
  return apiRequest('/getLoggedUser', { schema: LoggedUserSchema });
}

/** A29: the profile with the user's clinics and their feature flags. */
export const loggedUserQuery = queryOptions({
  queryKey: identityKeys.loggedUser(),
  queryFn: getLoggedUser,
  staleTime: 5 * 60_000,
});

export function useLoggedUser() {
  return useQuery(loggedUserQuery);
}
