import type { AuthToken } from '@clinicall/shared/identity';
import { apiRequest } from '../../../lib/api-client';

/**
 * I3: revokes `token` on the server. The caller clears storage whatever happens, so a failure
 * (an already revoked token, a lost connection) is swallowed here.
 */
export async function revokeToken(token: AuthToken | null): Promise<void> {
  if (token === null) return;
  await apiRequest('/logout', { method: 'POST', token, isPublic: true }).catch(() => undefined);
}
