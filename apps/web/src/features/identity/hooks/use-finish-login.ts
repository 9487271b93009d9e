import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthToken } from '@clinicall/shared/identity';
import {
  setLoginOutcome,
  setOtp,
  setToken,
  takeRememberedTarget,
} from '../../../lib/auth/auth-storage';
import { accountQuery } from '../api/get-account';
import { loginDestination } from '../login-destination';

/** Stores a fresh token (A6), learns the roles and moves on to the right screen (A16–A18). */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const roomToken = searchParams.get('roomToken');

  return useCallback(
    async (token: AuthToken, otp?: string) => {
      setToken(token);
      setLoginOutcome('token');
      if (otp !== undefined) setOtp(otp);
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      const account = await queryClient.fetchQuery(accountQuery);
      await navigate(loginDestination(account.roles, roomToken, takeRememberedTarget()), {
        replace: true,
      });
    },
    [navigate, queryClient, roomToken],
  );
}
