import { Alert, Button, Stack, Text } from '@mantine/core';
import { EmailChangeMessages } from '@clinicall/shared/people/email-change';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useSignOutLocally } from '../../identity';
import { useAgreeInSession, useAwaitingAgreement } from '../api/email-change-agreement';

/** What the patient is told after agreeing, by what the change still waits for. */
const afterAgreeing = {
  changed: EmailChangeMessages.confirmed,
  'awaiting-confirmation': EmailChangeMessages.agreedAwaitingConfirmation,
  'awaiting-agreement': EmailChangeMessages.agreed,
} as const;

/**
 * Issue 19 path 2: on the patient's own profile (or their family head's view of a member), a change
 * of the sign-in e-mail that staff started and that waits for their agreement, with the way to agree.
 * Shown only while the profile has a pending address (F20).
 */
export function EmailAgreement({
  patientId,
  pending,
  isOwnProfile,
}: {
  patientId: number;
  pending: boolean;
  isOwnProfile: boolean;
}) {
  const awaiting = useAwaitingAgreement(patientId, pending);
  const agree = useAgreeInSession(patientId);
  const signOutLocally = useSignOutLocally();
  const newEmail = awaiting.data?.newEmail;
  if (!newEmail) return null;
  const onAgree = () =>
    agree.mutate(undefined, {
      onSuccess: (result) => {
        // The change took effect: every session of the account ended, this one too when it is yours.
        if (result.status === 'changed' && isOwnProfile) {
          void signOutLocally({ tone: 'info', text: EmailChangeMessages.confirmed });
          return;
        }
        toast.info(afterAgreeing[result.status]);
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : EmailChangeMessages.linkInvalid),
    });
  return (
    <Alert color="orange" variant="light" data-testid={TestId.emailAgreement}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{EmailChangeMessages.agreePrompt(newEmail)}</Text>
        <Button size="xs" onClick={onAgree} loading={agree.isPending}>
          {EmailChangeMessages.agreeAction}
        </Button>
      </Stack>
    </Alert>
  );
}
