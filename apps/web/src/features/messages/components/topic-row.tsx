import { Avatar, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { InMail, preview } from '@clinicall/shared/messaging/constants';
import type { Topic } from '@clinicall/shared/messaging/topics';
import { pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { previewTime } from '../lib/preview-time';
import { PersonAvatar } from './person-avatar';

/** E2: up to 3 avatars of the others, the subject, the latest message in 50 characters, a dot if unread. */
export function TopicRow({
  topic,
  viewerId,
  zone,
}: {
  topic: Topic;
  viewerId: number;
  zone: string;
}) {
  const others = topic.subscribersInfo.filter((p) => p.id !== viewerId);
  return (
    <UnstyledButton
      component={Link}
      to={pathTo.messageTopic(topic.id)}
      data-testid={TestId.topicRow}
    >
      <Paper withBorder p="sm" radius="md">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar.Group spacing="sm">
            {others.slice(0, InMail.topicAvatars).map((p) => (
              <PersonAvatar key={p.id} person={p} />
            ))}
          </Avatar.Group>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={topic.messageUnread ? 700 : 500} truncate>
                {topic.subject}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {previewTime(topic.lastMessageDate, zone)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {others.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}
            </Text>
            <Text size="sm">{preview(topic.lastMessageBody, InMail.topicPreviewChars)}</Text>
          </Stack>
          {topic.messageUnread && (
            <Box
              w={10}
              h={10}
              mt={6}
              bg="red.8"
              style={{ borderRadius: '50%', flexShrink: 0 }}
              role="img"
              aria-label="Unread"
              data-testid={TestId.topicUnreadDot}
            />
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
