import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Messages } from '@clinicall/shared/messages';

/**
 * H2 (spec 1 §5): the change-password, payment, referral and assist-provider dialogs move between
 * an initial level (the form or the question), a success level and an error level.
 */
export type DialogLevel =
  { kind: 'initial' } | { kind: 'success' } | { kind: 'error'; detail: string };

const INITIAL: DialogLevel = { kind: 'initial' };

/** The level of one dialog and the three moves between levels. */
export function useDialogLevel() {
  const [level, setLevel] = useState<DialogLevel>(INITIAL);
  return {
    level,
    toInitial: () => setLevel(INITIAL),
    toSuccess: () => setLevel({ kind: 'success' }),
    toError: (detail: string) => setLevel({ kind: 'error', detail }),
  };
}

interface ErrorLevelProps {
  detail: string;
  onClose: () => void;
  /** Offers a way back to the initial level ("Try again" unless named) when it can be sent again. */
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
  /** What the failure means for the user, under the detail. */
  children?: ReactNode;
  testId?: string | undefined;
  retryTestId?: string | undefined;
  closeTestId?: string | undefined;
}

/** The error level: the spec's "An error has occurred." and the detail that explains it. */
export function ErrorLevel({
  detail,
  onClose,
  onRetry,
  retryLabel = 'Try again',
  children,
  testId,
  retryTestId,
  closeTestId,
}: ErrorLevelProps) {
  return (
    <Stack gap="md">
      <Stack gap={4} role="alert" data-testid={testId}>
        <Text fw={600}>{Messages.generic.error}</Text>
        <Text>{detail}</Text>
      </Stack>
      {children}
      <Group justify="flex-end" gap="sm">
        {onRetry && (
          <Button variant="default" onClick={onRetry} data-testid={retryTestId}>
            {retryLabel}
          </Button>
        )}
        <Button onClick={onClose} data-testid={closeTestId}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

interface SuccessLevelProps {
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  testId?: string | undefined;
  closeTestId?: string | undefined;
}

/** The success level: what was done, and the one way on. */
export function SuccessLevel({
  children,
  onClose,
  closeLabel = 'Close',
  testId,
  closeTestId,
}: SuccessLevelProps) {
  return (
    <Stack gap="md">
      <Text c="teal.8" fw={500} role="status" data-testid={testId}>
        {children}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid={closeTestId}>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
