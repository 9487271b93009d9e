import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry: () => void;
  /** Another way out, shown beside Try again. */
  action?: ReactNode;
}

/** The error state of a panel or page whose data failed to load, with a way to try again. */
export function LoadError({ title, error, onRetry, action }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      data-testid={TestId.loadError}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Group gap="xs">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
          {action}
        </Group>
      </Stack>
    </Alert>
  );
}
