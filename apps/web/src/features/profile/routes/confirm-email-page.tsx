import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  EMAIL_CHANGE_UNDO_TTL_DAYS,
  EmailChangeMessages,
  type EmailChangeStatus,
} from '@clinicall/shared/people/email-change';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { isApiError } from '../../../lib/api-error';
import { useConfirmEmailChange, useUndoEmailChange } from '../api/confirm-email-change';

type Step = 'confirm' | 'agree' | 'undo';

/** The refusals in plain words, by code (the web never branches on the server's text). */
const refusals = (step: Step): Partial<Record<string, string>> => ({
  EMAIL_CHANGE_EXPIRED:
    step === 'undo'
      ? EmailChangeMessages.undoLinkExpired(EMAIL_CHANGE_UNDO_TTL_DAYS)
      : EmailChangeMessages.linkExpired,
  EMAIL_CHANGE_USED: EmailChangeMessages.linkUsed,
  EMAIL_CHANGE_SUPERSEDED: EmailChangeMessages.linkSuperseded,
  EMAIL_CHANGE_INVALID: EmailChangeMessages.linkInvalid,
  EMAIL_TAKEN: EmailChangeMessages.emailTaken,
});

function refusalText(step: Step, error: unknown) {
  if (!isApiError(error)) return EmailChangeMessages.linkInvalid;
  return refusals(step)[error.code] ?? error.message;
}

/** What a confirmation or an agreement did, by what the change still waits for. */
const outcome: Record<EmailChangeStatus, string> = {
  changed: EmailChangeMessages.confirmed,
  'awaiting-agreement': EmailChangeMessages.confirmedAwaitingAgreement,
  'awaiting-confirmation': EmailChangeMessages.agreedAwaitingConfirmation,
};

/** Which link was opened: `?key` (new address), `?agree` (current address), `?undo` (old address). */
function linkOf(params: URLSearchParams): { step: Step; key: string } {
  if (params.has('undo')) return { step: 'undo', key: params.get('undo') ?? '' };
  if (params.has('agree')) return { step: 'agree', key: params.get('agree') ?? '' };
  return { step: 'confirm', key: params.get('key') ?? '' };
}

/**
 * Issues 10 and 19: `/confirm-email` is where every mailed e-mail change link lands. It posts the
 * key once, then says plainly what happened: the change took effect, or which proof it still waits
 * for, or (undo) that the old address is back and every session ended; and leads on from there.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const { step, key } = linkOf(params);
  const confirm = useConfirmEmailChange(step === 'agree' ? 'agree' : 'confirm');
  const undo = useUndoEmailChange();
  const mutation = step === 'undo' ? undo : confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per key: the key is single-use, so a second post would only earn a refusal.
    if (key === '' || sentFor.current === key) return;
    sentFor.current = key;
    mutation.mutate(key);
  }, [key, mutation]);

  const waiting = key !== '' && (mutation.isPending || mutation.isIdle);
  const loading = {
    confirm: EmailChangeMessages.confirming,
    agree: EmailChangeMessages.agreeing,
    undo: EmailChangeMessages.undoing,
  }[step];

  return (
    <CenteredLayout title={EmailChangeMessages.pageTitle}>
      <Stack gap="md" aria-live="polite">
        {waiting && (
          <Stack align="center" gap="sm" data-testid={TestId.confirmEmailLoader}>
            <Loader aria-label={loading} />
            <Text c="dimmed">{loading}</Text>
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
            {outcome[confirm.data.status]}
          </Alert>
        )}
        {undo.isSuccess && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={EmailChangeMessages.undoTitle}
            data-testid={TestId.confirmEmailResult}
          >
            <Text fw={600}>{undo.data.email}</Text>
            {EmailChangeMessages.undone}
          </Alert>
        )}
        {(key === '' || mutation.isError) && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title={step === 'undo' ? EmailChangeMessages.notUndone : EmailChangeMessages.notChanged}
            data-testid={TestId.confirmEmailResult}
          >
            {key === '' ? EmailChangeMessages.linkInvalid : refusalText(step, mutation.error)}
          </Alert>
        )}
        {!mutation.isPending && (
          <Group>
            <Button component={Link} to={Paths.login} variant="light">
              {EmailChangeMessages.signIn}
            </Button>
            {undo.isSuccess && (
              <Button component={Link} to={Paths.reset}>
                {EmailChangeMessages.resetPassword}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </CenteredLayout>
  );
}
