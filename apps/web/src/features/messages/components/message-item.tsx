import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Message } from '@clinicall/shared/messaging/topics';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/date-format';
import { downloadAttachment } from '../api/download-attachment';
import { fullName, PersonAvatar } from './person-avatar';

/**
 * E16, E19: one message. The body is React text, never HTML: markup or a script someone typed
 * shows as the characters they typed.
 */
export function MessageItem({ message }: { message: Message }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={TestId.messageItem}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <PersonAvatar person={message.authorInfo} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {fullName(message.authorInfo)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.createdDate)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          {message.files.map((file) => (
            <Anchor
              key={file.fileName}
              component="button"
              type="button"
              size="sm"
              onClick={() => void downloadAttachment(message.messageId, file.fileName)}
              data-testid={TestId.messageAttachment}
              style={{ alignSelf: 'flex-start' }}
            >
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                {file.fileName}
              </Group>
            </Anchor>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
