import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { useChangePassword } from '../api/change-password';
import { useSignOutLocally } from '../hooks/use-sign-out-locally';
import { PasswordChangeForm } from './password-change-form';

type Level = 'initial' | 'success' | 'error';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A37–A43 with the initial, success and error levels of H2. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const [level, setLevel] = useState<Level>('initial');
  const [serverMessage, setServerMessage] = useState('');
  const change = useChangePassword();
  const signOutLocally = useSignOutLocally();

  const close = () => {
    // A43: the server revoked every token of the user, so success ends at the login page.
    if (level === 'success') {
      void signOutLocally({ tone: 'success', text: Messages.password.changed });
      return;
    }
    setLevel('initial');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <div data-testid={TestId.changePasswordDialog}>
        {level === 'initial' && (
          <PasswordChangeForm
            pending={change.isPending}
            onSubmit={({ oldPassword, newPassword }) =>
              change.mutate(
                { oldPassword, newPassword },
                {
                  onSuccess: () => setLevel('success'),
                  onError: (error) => {
                    setServerMessage(error.message);
                    setLevel('error');
                  },
                },
              )
            }
            secondaryAction={
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            }
          />
        )}
        {level === 'success' && (
          <Stack gap="md" data-testid={TestId.changePasswordSuccess}>
            <Text>{Messages.password.changed}</Text>
            <Group justify="flex-end">
              <Button onClick={close} data-testid={TestId.changePasswordDone}>
                Sign in again
              </Button>
            </Group>
          </Stack>
        )}
        {level === 'error' && (
          <Stack gap="md" data-testid={TestId.changePasswordError}>
            <Text fw={600}>{Messages.generic.error}</Text>
            <Text>{serverMessage}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button onClick={() => setLevel('initial')} data-testid={TestId.changePasswordRetry}>
                Try again
              </Button>
            </Group>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
