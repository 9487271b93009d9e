import { Alert, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { LoginMessages } from '@clinicall/shared/sign-in-messages';
import { LoginTestId } from '@clinicall/shared/test-ids-login';
import { readLoginNotice } from '../route-state';

const toneColor = { success: 'teal', error: 'red', info: 'blue' } as const;

/** A13, A14 and the notices other pages leave for the login page. */
export function LoginNotices({ tokenFailed }: { tokenFailed: boolean }) {
  const [params] = useSearchParams();
  const notice = readLoginNotice(useLocation().state);
  const ssoFailed = tokenFailed || params.get('error') === 'authentication_error';
  const sessionExpired = params.has('sessionExpired');
  if (!ssoFailed && !sessionExpired && notice === null) return null;

  return (
    <Stack gap="sm" data-testid={LoginTestId.loginNotice}>
      {ssoFailed && (
        <Alert color="red" variant="light">
          <strong>{LoginMessages.ssoFailed}</strong> {LoginMessages.ssoFailedHint}
        </Alert>
      )}
      {sessionExpired && (
        <Alert color="yellow" variant="light" role="status">
          {LoginMessages.sessionExpired}
        </Alert>
      )}
      {notice !== null && (
        <Alert
          color={toneColor[notice.tone]}
          variant="light"
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
