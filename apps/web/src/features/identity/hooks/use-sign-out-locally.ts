import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { clearAuthStorage } from '../../../lib/auth/auth-storage';
import { loginState, type LoginNotice } from '../route-state';

/** For when the server has already revoked the session: forget it here and show login. */
export function useSignOutLocally() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (notice: LoginNotice) => {
      clearAuthStorage();
      // Rendered at once (flushSync), so the signed-in screens are gone before the cache is
      // emptied: still mounted, they would ask again without a token, and the 401 would replace
      // this login (and its notice) with another.
      await navigate(Paths.login, { replace: true, state: loginState(notice), flushSync: true });
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}
