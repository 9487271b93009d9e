import { Button, Modal } from '@mantine/core';
import { Messages } from '@clinicall/shared/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { ErrorLevel, SuccessLevel, useDialogLevel } from '../../../components/ui/dialog-levels';
import { useChangePassword } from '../api/change-password';
import { useSignOutLocally } from '../hooks/use-sign-out-locally';
import { PasswordChangeForm } from './password-change-form';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A37–A43 with the initial, success and error levels of H2. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const { level, toInitial, toSuccess, toError } = useDialogLevel();
  const change = useChangePassword();
  const signOutLocally = useSignOutLocally();

  const close = () => {
    // A43: the server revoked every token of the user, so success ends at the login page.
    if (level.kind === 'success') {
      void signOutLocally({ tone: 'success', text: Messages.password.changed });
      return;
    }
    toInitial();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <div data-testid={TestId.changePasswordDialog}>
        {level.kind === 'initial' && (
          <PasswordChangeForm
            pending={change.isPending}
            onSubmit={({ oldPassword, newPassword }) =>
              change.mutate(
                { oldPassword, newPassword },
                { onSuccess: toSuccess, onError: (error) => toError(error.message) },
              )
            }
            secondaryAction={
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            }
          />
        )}
        {level.kind === 'success' && (
          <SuccessLevel
            onClose={close}
            closeLabel="Sign in again"
            testId={TestId.changePasswordSuccess}
            closeTestId={TestId.changePasswordDone}
          >
            {Messages.password.changed}
          </SuccessLevel>
        )}
        {level.kind === 'error' && (
          <ErrorLevel
            detail={level.detail}
            onClose={close}
            onRetry={toInitial}
            testId={TestId.changePasswordError}
            retryTestId={TestId.changePasswordRetry}
          />
        )}
      </div>
    </Modal>
  );
}
