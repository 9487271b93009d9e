import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthToken } from '@clinicall/shared/identity';
import { clearCredentials, isAuthToken, isUnexpired } from '../../../lib/auth/auth-storage';
import { useFinishLogin } from './use-finish-login';

function tokenFromUrl(params: URLSearchParams): AuthToken | 'invalid' | null {
  if (!params.has('token')) return null;
  const token: unknown = {
    token: params.get('token'),
    expires: Number(params.get('tokenExpires')),
  };
  return isAuthToken(token) && isUnexpired(token) ? token : 'invalid';
}

/** A12: `/login?token&tokenExpires` (the single sign-on return) signs in without the form. */
export function useUrlTokenLogin(): { pending: boolean; failed: boolean } {
  const [params] = useSearchParams();
  const urlToken = tokenFromUrl(params);
  const finishLogin = useFinishLogin();
  const login = useMutation({
    // A refused token is shown as the login notice, never as the generic error dialog.
    meta: { handlesErrors: true },
    mutationFn: async (token: AuthToken) => {
      clearCredentials();
      await finishLogin(token);
    },
  });
  // React may run effects twice in development; the token must be used once.
  const started = useRef(false);
  const { mutate } = login;

  useEffect(() => {
    if (urlToken === null || urlToken === 'invalid' || started.current) return;
    started.current = true;
    mutate(urlToken);
  }, [urlToken, mutate]);

  return {
    pending: urlToken !== null && urlToken !== 'invalid' && !login.isError,
    failed: urlToken === 'invalid' || login.isError,
  };
}
