import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Ends one of the caller's sessions; one that has ended meanwhile counts as ended. */
export async function endSession(id: string): Promise<void> {
  try {
    await apiRequest(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    if (!(isApiError(error) && error.code === 'NOT_FOUND')) throw error;
  }
}

/** Ends every session of the caller, this one included. */
export function endAllSessions(): Promise<void> {
  return apiRequest('/account/sessions', { method: 'DELETE' });
}
