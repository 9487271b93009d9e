import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AssistedProvider } from '@clinicall/shared/identity';
import { TestId } from '@clinicall/shared/test-ids';
import { ErrorLevel } from '../../../components/ui/dialog-levels';
import { useActAsProvider } from '../hooks/use-act-as-provider';

interface AssistProviderDialogProps {
  provider: AssistedProvider | null;
  onClose: () => void;
}

/**
 * A57–A60, H2: the confirm level, the success level (the redirecting loader: a confirmed choice
 * goes straight to the provider's dashboard) and the error level with the detail.
 */
export function AssistProviderDialog({ provider, onClose }: AssistProviderDialogProps) {
  const act = useActAsProvider();
  const redirecting = act.isPending || act.isSuccess;
  const close = () => {
    if (redirecting) return;
    act.reset();
    onClose();
  };
  const name = provider === null ? '' : `Dr. ${provider.firstName} ${provider.lastName}`;

  return (
    <Modal
      opened={provider !== null}
      onClose={close}
      title="Assist provider"
      centered
      withCloseButton={!redirecting}
    >
      <div data-testid={TestId.assistDialog}>
        {redirecting && (
          <Stack
            align="center"
            gap="sm"
            py="md"
            role="status"
            data-testid={TestId.assistRedirecting}
          >
            <Loader aria-hidden />
            <Text>Opening the dashboard of {name}…</Text>
          </Stack>
        )}
        {act.isError && (
          <ErrorLevel
            detail={act.error.message}
            onClose={close}
            onRetry={() => act.reset()}
            testId={TestId.assistError}
          />
        )}
        {act.isIdle && provider !== null && (
          <Stack gap="md">
            <Text>
              You are about to act on behalf of <strong>{name}</strong>. Clinicall will show their
              dashboard until you return to your assistant dashboard.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => act.mutate(provider)} data-testid={TestId.assistConfirm}>
                Confirm
              </Button>
            </Group>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
