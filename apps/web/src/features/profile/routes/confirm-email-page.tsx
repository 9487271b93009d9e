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

/** The refusals in plain words, by code (the web never branches on the server's text). */
const refusals: Partial<Record<string, string>> = {
  EMAIL_CHANGE_EXPIRED: EmailChangeMessages.linkExpired,
  EMAIL_CHANGE_USED: EmailChangeMessages.linkUsed,
  EMAIL_CHANGE_SUPERSEDED: EmailChangeMessages.linkSuperseded,
  EMAIL_CHANGE_INVALID: EmailChangeMessages.linkInvalid,
  EMAIL_TAKEN: EmailChangeMessages.emailTaken,
};

function refusalText(error: unknown) {
  if (!isApiError(error)) return EmailChangeMessages.linkInvalid;
  return refusals[error.code] ?? error.message;
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
