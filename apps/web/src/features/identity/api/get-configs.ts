import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigsSchema, type Configs } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';
import { identityKeys } from './query-keys';

function getConfigs(): Promise<Configs> {
  return apiRequest('/configs', { schema: ConfigsSchema });
}

/** A30: the idle timeout and encounter range; fixed for the life of the page. */
const configsQuery = queryOptions({
  queryKey: identityKeys.configs(),
  queryFn: getConfigs,
  staleTime: Infinity,
});

export function useConfigs() {
  return useQuery(configsQuery);
}
