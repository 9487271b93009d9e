import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { clearCredentials, setLoginOutcome } from '../../../lib/auth/auth-storage';
import { authenticate, type Credentials } from '../api/authenticate';
import { useFinishLogin } from './use-finish-login';

interface SignInInput {
  credentials: Credentials;
  /** The mailed passcode, on the second round of a passcode login (A7). */
  otp?: string;
}

/**
 * POST /authenticate and everything each answer leads to (A6–A9). The mutation stays pending
 * until the next screen is chosen, so buttons keep their loader through the whole sign-in.
 */
export function useSignIn({ onPasscode }: { onPasscode: (credentials: Credentials) => void }) {
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();

  return useMutation({
    mutationFn: async ({ credentials, otp }: SignInInput) => {
      // A new sign-in starts clean: a stale token or otp must not ride along (A25, A26).
      if (otp === undefined) clearCredentials();
      return authenticate(credentials, otp);
    },
    onSuccess: async (answer, { credentials, otp }) => {
      if ('token' in answer) {
        await finishLogin(answer, otp);
      } else if (answer.action === 'passcode') {
        setLoginOutcome('passcode');
        onPasscode(credentials);
      } else {
        setLoginOutcome('firstTimeLogin');
        await navigate(Paths.firstTimeLogin, { state: credentials });
      }
    },
  });
}
