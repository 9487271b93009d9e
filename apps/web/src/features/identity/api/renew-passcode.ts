import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Credentials } from './authenticate';

/** A11: mails a fresh passcode; there is no token yet, so the credentials go again. */
function renewPasscode(credentials: Credentials): Promise<void> {
  return apiRequest('/account/renewPasscode', {
    method: 'POST',
    body: credentials,
    isPublic: true,
  });
}

export function useRenewPasscode() {
  return useMutation({ mutationFn: renewPasscode });
}
