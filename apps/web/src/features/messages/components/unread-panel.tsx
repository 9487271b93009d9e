import {
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { InMail, preview } from '@clinicall/shared/messaging/constants';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { viewerZone } from '../../../lib/zoned-time';
import { useCurrentAccount } from '../../identity';
import { useRecentUnread } from '../api/get-unread';
import { previewTime } from '../lib/preview-time';
import { fullName, PersonAvatar } from './person-avatar';
import { useLiveInbox } from '../hooks/use-live-inbox';

/** E26: the dashboard's unread messages: the count and the newest topics, 25-character previews. */
export function UnreadPanel() {
  const recent = useRecentUnread();
  useLiveInbox();
  const zone = viewerZone(useCurrentAccount().timeZone);
  return (
    <Card withBorder padding="md" data-testid={TestId.unreadPanel}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          <Anchor component={Link} to={Paths.messages} c="inherit" underline="hover">
            Unread messages
          </Anchor>
        </Title>
        {recent.data && (
          <Badge color={recent.data.count > 0 ? 'red.8' : 'gray'} data-testid={TestId.unreadCount}>
            {recent.data.count}
          </Badge>
        )}
      </Group>
      {recent.isPending && <Loader size="sm" aria-label="Loading unread messages" />}
      {recent.isError && (
        <LoadError
          title="Unread messages"
          error={recent.error}
          onRetry={() => void recent.refetch()}
        />
      )}
      {recent.data?.topics.length === 0 && (
        <Text size="sm" c="dimmed">
          {InMailMessages.noUnread}
        </Text>
      )}
      <Stack gap="xs">
        {recent.data?.topics.map((topic) => (
          <UnstyledButton
            key={topic.topicId}
            component={Link}
            to={pathTo.messageTopic(topic.topicId)}
            data-testid={TestId.unreadTopic}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <PersonAvatar person={topic.author} size="sm" />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate>
                    {fullName(topic.author)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {previewTime(topic.lastMessageDate, zone)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {preview(topic.lastMessageBody, InMail.dashboardPreviewChars)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
