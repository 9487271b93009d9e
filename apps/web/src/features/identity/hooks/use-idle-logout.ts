import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { startIdleTimer } from '../../../lib/auth/idle-timer';
import { useConfigs } from '../api/get-configs';
import { useLogout } from './use-logout';

/**
 * A31/A32: signs the user out after `sessionDuration` seconds without activity, and while the user
 * is active tells the server, which refuses sessions idle for that long.
 */
export function useIdleLogout(): void {
  const { data } = useConfigs();
  const logout = useLogout();
  const seconds = data?.sessionDuration;

  useEffect(() => {
    if (seconds === undefined || seconds <= 0) return;
    return startIdleTimer({
      timeoutMs: seconds * 1000,
      onIdle: () => void logout('idle'),
      // Keeps the server's session as alive as the page: a refused answer ends the session here.
      onActive: () => void apiRequest('/account').catch(() => undefined),
    });
  }, [seconds, logout]);
}
