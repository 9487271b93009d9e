import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { isApiError } from '../../../lib/api-error';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** The refusal in plain words, chosen by code (the web never branches on the server's text). */
function refusalText(error: unknown) {
  if (!isApiError(error)) return EmailChangeMessages.linkInvalid;
  switch (error.code) {
    case 'EMAIL_CHANGE_EXPIRED':
      return EmailChangeMessages.linkExpired;
    case 'EMAIL_CHANGE_USED':
      return EmailChangeMessages.linkUsed;
    case 'EMAIL_CHANGE_SUPERSEDED':
      return EmailChangeMessages.linkSuperseded;
    case 'EMAIL_TAKEN':
      return EmailChangeMessages.emailTaken;
    case 'EMAIL_CHANGE_INVALID':
      return EmailChangeMessages.linkInvalid;
    default:
      return error.message;
  }
}

/**
 * Issue 10: `/confirm-email?key` is the link mailed to a new address; it posts the key once, then
 * says whether the address is now the sign-in e-mail, and leads to sign in either way.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const confirm = useConfirmEmailChange();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per key: the key is single-use, so a second post would only earn a refusal.
    if (key === '' || sentFor.current === key) return;
    sentFor.current = key;
    confirm.mutate(key);
  }, [key, confirm]);

  return (
    <CenteredLayout title={EmailChangeMessages.pageTitle}>
      <Stack gap="md" aria-live="polite">
        {key !== '' && (confirm.isPending || confirm.isIdle) && (
          <Stack align="center" gap="sm" data-testid={TestId.confirmEmailLoader}>
            <Loader aria-label={EmailChangeMessages.confirming} />
            <Text c="dimmed">{EmailChangeMessages.confirming}</Text>
          </Stack>
        )}
        {confirm.isSuccess && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={confirm.data.email}
            data-testid={TestId.confirmEmailResult}
          >
            {EmailChangeMessages.confirmed}
          </Alert>
        )}
        {(key === '' || confirm.isError) && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title={EmailChangeMessages.notChanged}
            data-testid={TestId.confirmEmailResult}
          >
            {key === '' ? EmailChangeMessages.linkInvalid : refusalText(confirm.error)}
          </Alert>
        )}
        {!confirm.isPending && (
          <Button component={Link} to={Paths.login} variant="light">
            {EmailChangeMessages.signIn}
          </Button>
        )}
      </Stack>
    </CenteredLayout>
  );
}
