import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../components/ui/confirm-dialog';
import { getAssistantToken } from '../../lib/auth/auth-storage';
import { useCurrentAccount, useLogout } from '../../features/identity';

/** Reminds an assistant whose identity they are using, and offers the way back (A52). */
export function ActingBanner() {
  const { firstName, lastName } = useCurrentAccount();
  const logout = useLogout();
  if (getAssistantToken() === null) return null;
  const name = `Dr. ${firstName} ${lastName}`;

  const returnToAssistant = () =>
    confirmAction({
      title: 'Return to assistant',
      message: `Stop acting as ${name} and go back to your assistant dashboard?`,
      confirmLabel: 'Return to assistant',
      onConfirm: () => void logout('user'),
    });

  return (
    <Alert
      variant="light"
      color="clinic"
      mb="lg"
      icon={<IconUserCheck aria-hidden />}
      data-testid={TestId.actingBanner}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Acting as <strong>{name}</strong>
        </Text>
        <Button
          size="xs"
          variant="filled"
          onClick={returnToAssistant}
          data-testid={TestId.actingReturn}
        >
          Return to assistant
        </Button>
      </Group>
    </Alert>
  );
}
