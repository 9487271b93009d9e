import { AuthTokenSchema, type AuthToken } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';

/** A58: the provider's token for an assistant linked to them; 403 otherwise. */
export function getProviderToken(providerId: number): Promise<AuthToken> {
  return apiRequest(`/assistant/authenticate/${providerId}`, { schema: AuthTokenSchema });
}
