import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EmailChangeMessages,
  OwnEmailChangeRequestSchema,
} from '@clinicall/shared/people/email-change';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import { Messages } from '@clinicall/shared/messages';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useChangeOwnEmail } from '../api/change-own-email';
import { profileKeys } from '../api/query-keys';
import { EditModalFrame } from '../components/edit-modal-frame';

type Errors = Partial<Record<'email' | 'currentPassword' | 'form', string>>;

/** The refusal of a change, by code, as the field or form error to show. */
function refusal(error: unknown): Errors {
  if (!isApiError(error)) return { form: PeopleMessages.updateFailed };
  if (error.code === 'WRONG_EXISTING_PASSWORD') {
    return { currentPassword: Messages.password.existingWrong };
  }
  if (error.code === 'EMAIL_TAKEN') return { email: PeopleMessages.emailUsed };
  return { form: error.message };
}

/**
 * F21, F30, issue 19 path 4: the signed-in owner changes their own sign-in e-mail with their
 * current password. Nothing changes until the link mailed to the new address is opened; the
 * profile then shows the address as pending (F20).
 */
export function OwnEmailModal({
  currentEmail,
  onClose,
}: {
  currentEmail: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const change = useChangeOwnEmail();
  const [email, setEmail] = useState(currentEmail);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const update = async () => {
    const parsed = OwnEmailChangeRequestSchema.safeParse({ email, currentPassword });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            issue.path[0] === 'currentPassword'
              ? EmailChangeMessages.currentPasswordRequired
              : issue.message,
          ]),
        ),
      );
      return;
    }
    try {
      await change.mutateAsync(parsed.data);
      toast.info(EmailChangeMessages.ownSaved);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    } catch (error) {
      setErrors(refusal(error));
    }
  };

  return (
    <EditModalFrame
      title="Change e-mail"
      onClose={onClose}
      onUpdate={() => void update()}
      saving={change.isPending}
      formError={errors.form}
    >
      <Alert color="orange" variant="light">
        {EmailChangeMessages.ownWarning}
      </Alert>
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <PasswordInput
        label={EmailChangeMessages.currentPasswordLabel}
        withAsterisk
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setCurrentPassword(e.currentTarget.value)}
      />
    </EditModalFrame>
  );
}
