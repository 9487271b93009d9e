import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Paths, pathTo } from '@clinicall/shared/paths';
import type { Account } from '@clinicall/shared/identity';
import { toast } from '../../../components/ui/toast';
import {
  clearAssistantToken,
  clearAuthStorage,
  getAssistantToken,
  getValidToken,
  isUnexpired,
  setToken,
} from '../../../lib/auth/auth-storage';
import { clearDrafts } from '../../../lib/drafts';
import { ownLoginPath } from '../../clinic-branding';
import { identityKeys } from '../api/query-keys';
import { revokeToken } from '../api/logout';

export type LogoutReason = 'user' | 'idle';

/**
 * A51–A53 and A31. An assistant acting as a provider returns to their own identity while their
 * stored token is still valid; every other logout revokes what it holds and clears storage.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (reason: LogoutReason) => {
      const current = getValidToken();
      const assistant = getAssistantToken();
      if (reason === 'user' && isUnexpired(assistant)) {
        await revokeToken(current);
        setToken(assistant);
        clearAssistantToken();
        // What was drafted as the provider is the provider's: it does not stay on this browser.
        clearDrafts();
        queryClient.clear();
        await navigate(Paths.assistDashboard, { replace: true });
        toast.info('You are back on your assistant account.');
        return;
      }
      // A51: the clinic's branded login, asked while the token still answers.
      const loginPath =
        reason === 'user'
          ? await ownLoginPath(queryClient.getQueryData<Account>(identityKeys.account()), current)
          : Paths.login;
      await Promise.all([
        revokeToken(current),
        revokeToken(isUnexpired(assistant) ? assistant : null),
      ]);
      clearAuthStorage();
      // Rendered at once, so no signed-in screen is left to ask again once the cache is empty.
      await navigate(reason === 'idle' ? pathTo.sessionExpired() : loginPath, {
        replace: true,
        flushSync: true,
      });
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}
