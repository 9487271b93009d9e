import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TestId } from '@clinicall/shared/test-ids';
import { ChangePasswordDialog } from '../../identity';

/** A44: the patient's own profile offers the password change; other viewers never see this row. */
export function PasswordRow() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm" fw={600}>
          Password
        </Text>
        <Text size="sm" c="dimmed" aria-label="Password hidden">
          ••••••••
        </Text>
      </div>
      <Button variant="light" size="xs" onClick={open} data-testid={TestId.profilePasswordChange}>
        Change
      </Button>
      <ChangePasswordDialog opened={opened} onClose={close} />
    </Group>
  );
}
