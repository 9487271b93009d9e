import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface LoadErrorProps {
  /** The first line, in bold; a spec that gives one sentence for every failure needs none. */
  title?: string;
  error: Error;
  /** What to say instead of the error's own message: the spec's one text for any failure. */
  message?: string;
  onRetry: () => void;
  /** Another way out, shown beside Try again. */
  action?: ReactNode;
  testId?: TestId;
}

/** The error state of a panel or page whose data failed to load, with a way to try again. */
export function LoadError({
  title,
  error,
  message,
  onRetry,
  action,
  testId = TestId.loadError,
}: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? error.message}</Text>
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
