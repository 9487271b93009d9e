import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import type { Credentials } from '../api/authenticate';
import { useFirstTimeChangePassword } from '../api/first-time-change-password';
import { useSignIn } from '../hooks/use-sign-in';
import { signInErrorText } from '../login-errors';
import { PasswordChangeForm } from './password-change-form';

interface FirstTimePasswordDialogProps {
  credentials: Credentials;
  onPasscode: (credentials: Credentials) => void;
}

// A33: the dialog cannot be dismissed, so closing requests are ignored.
const ignoreClose = () => undefined;

/** A33–A36: a forced password change, then a normal sign-in with the new password. */
export function FirstTimePasswordDialog({ credentials, onPasscode }: FirstTimePasswordDialogProps) {
  const change = useFirstTimeChangePassword();
  const signIn = useSignIn({ onPasscode });
  const [error, setError] = useState<string | null>(null);

  const submit = (newPassword: string) => {
    setError(null);
    change.mutate(
      { email: credentials.email, oldPassword: credentials.password, newPassword },
      {
        onSuccess: () =>
          signIn.mutate(
            { credentials: { email: credentials.email, password: newPassword } },
            { onError: (failure) => setError(signInErrorText(failure)) },
          ),
        // A36: the server's message, shown as a general error above the form.
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={ignoreClose}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Choose a new password"
      centered
    >
      <Stack gap="md" data-testid={TestId.firstTimeDialog}>
        <Text size="sm">
          This is your first sign-in. For your security, replace the temporary password before you
          continue.
        </Text>
        {error !== null && (
          <Alert color="red" variant="light" data-testid={TestId.firstTimeError}>
            {error}
          </Alert>
        )}
        <PasswordChangeForm
          knownOldPassword={credentials.password}
          pending={change.isPending || signIn.isPending}
          onSubmit={({ newPassword }) => submit(newPassword)}
        />
      </Stack>
    </Modal>
  );
}
