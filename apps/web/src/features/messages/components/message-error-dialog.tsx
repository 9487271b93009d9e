import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MessageErrorTexts, type MessageErrorCode } from '@clinicall/shared/messaging/messages';
import { TestId } from '@clinicall/shared/test-ids';

export type MessageError = { code: MessageErrorCode; detail?: string | undefined };

/** E7–E9, E11, E12, E14, E15: the message error dialog; codes 3 and 6 show the server's detail. */
export function MessageErrorDialog({
  error,
  onClose,
}: {
  error: MessageError | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={error !== null} onClose={onClose} title="Message" centered>
      {error && (
        <Stack gap="md" data-testid={TestId.messageErrorDialog}>
          <Text fw={500}>{MessageErrorTexts[error.code]}</Text>
          {error.detail && (
            <Text size="sm" c="dimmed">
              {error.detail}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
