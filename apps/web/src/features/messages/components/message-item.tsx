import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Message } from '@clinicall/shared/messaging/topics';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { downloadAttachment } from '../api/download-attachment';
import { fullName, PersonAvatar } from './person-avatar';
import { useAccountZone } from '../../identity';

/**
 * E16, E19: one message. The body is React text, never HTML: markup or a script someone typed
 * shows as the characters they typed. E18: for a provider, a patient author's name opens that
 * patient's profile; nobody else gets the link.
 */
export function MessageItem({
  message,
  linkPatientAuthor,
}: {
  message: Message;
  linkPatientAuthor: boolean;
}) {
  const zone = useAccountZone();
  const author = message.authorInfo;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={TestId.messageItem}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <PersonAvatar person={author} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs">
            {linkPatientAuthor && author.role === 'ROLE_PATIENT' ? (
              <Anchor
                component={Link}
                to={pathTo.patientFullProfile(author.id)}
                fw={600}
                size="sm"
                data-testid={TestId.messageAuthorProfile}
              >
                {fullName(author)}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {fullName(author)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(message.createdDate, zone)}
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
