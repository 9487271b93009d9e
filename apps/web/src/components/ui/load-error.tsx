import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry: () => void;
}

/** The error state of a panel or page whose data failed to load, with a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
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
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
