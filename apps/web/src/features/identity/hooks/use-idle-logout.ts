import { useEffect } from 'react';
import { startIdleTimer } from '../../../lib/auth/idle-timer';
import { useConfigs } from '../api/get-configs';
import { useLogout } from './use-logout';

/** A31/A32: signs the user out after `sessionDuration` seconds without activity. */
export function useIdleLogout(): void {
  const { data } = useConfigs();
  const logout = useLogout();
  const seconds = data?.sessionDuration;

  useEffect(() => {
    if (seconds === undefined || seconds <= 0) return;
    return startIdleTimer({ timeoutMs: seconds * 1000, onIdle: () => void logout('idle') });
  }, [seconds, logout]);
}
