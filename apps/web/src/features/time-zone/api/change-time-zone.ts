import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountSchema, type Account } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { accountQuery } from '../../identity';

function changeTimeZone(timeZone: string): Promise<Account> {
  return apiRequest('/account/timeZone', {
    method: 'PUT',
    body: { timeZone },
    schema: AccountSchema,
  });
}

/**
 * The user's own change of the zone their times are shown in. The account takes the new zone at
 * once; every other answer is asked again, as the server dates lists and counts ("Today") in it.
 */
export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTimeZone,
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountQuery.queryKey, (old) =>
        old === undefined ? old : { ...old, timeZone: answer.timeZone },
      );
      const accountHash = hashKey(accountQuery.queryKey);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== accountHash,
      });
    },
  });
}
