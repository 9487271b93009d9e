import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { useCurrentAccount } from '../../identity';
import { useCompleteEncounter } from '../api/complete-encounter';
import { useMessagesInTopic, useTopicInfo } from '../api/get-topic';
import { useMarkRead } from '../api/mark-read';
import { MessageItem } from '../components/message-item';
import { ReplyForm } from '../components/reply-form';
import { useLiveInbox } from '../hooks/use-live-inbox';

/** E16–E24: `/messages/{topicId}`: the conversation, reply, and a message encounter's actions. */
export function ConversationPage() {
  const topicId = Number(useParams().topicId);
  const account = useCurrentAccount();
  useLiveInbox();
  const navigate = useNavigate();
  const info = useTopicInfo(topicId);
  const messages = useMessagesInTopic(topicId);
  const markRead = useMarkRead();
  const complete = useCompleteEncounter(topicId);
  const unread = info.data?.messageUnread === true;

  // E17: opening an unread topic marks it read.
  const { mutate: markTopicRead } = markRead;
  useEffect(() => {
    if (unread) markTopicRead(topicId);
  }, [unread, topicId, markTopicRead]);

  if (info.isPending || messages.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the conversation" />
      </Center>
    );
  }
  if (info.isError || messages.isError) {
    const error = info.error ?? messages.error;
    return (
      <PageFrame title="Messages">
        <LoadError
          title="This conversation could not be loaded"
          error={error!}
          onRetry={() => void Promise.all([info.refetch(), messages.refetch()])}
          action={
            <Button size="xs" variant="subtle" component={Link} to={Paths.messages}>
              Back to messages
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const topic = info.data;
  const completeEncounter = () =>
    confirmAction({
      title: InMailMessages.completeTitle,
      message: InMailMessages.completeText,
      confirmLabel: 'Complete',
      onConfirm: () =>
        complete.mutate(topic.encounterId!, {
          onSuccess: () => void navigate(Paths.home),
          onError: (error) => toast.error(error.message),
        }),
    });

  return (
    <PageFrame
      title={topic.subject}
      actions={
        <Group gap="xs">
          {topic.canComplete && (
            <Button
              color="red.8"
              onClick={completeEncounter}
              data-testid={TestId.completeEncounter}
            >
              Complete encounter
            </Button>
          )}
          {topic.canPrint && (
            <Button
              variant="default"
              component="a"
              href={pathTo.inmailTranscript(topicId)}
              target="_blank"
              data-testid={TestId.printTranscript}
            >
              Print transcript
            </Button>
          )}
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        With{' '}
        {topic.subscribersInfo
          .filter((p) => p.id !== account.id)
          .map((p) => `${p.firstName} ${p.lastName}`)
          .join(', ')}
      </Text>
      <Stack gap="sm" data-testid={TestId.conversation}>
        {messages.data.map((message) => (
          <MessageItem
            key={message.messageId}
            message={message}
            linkPatientAuthor={account.roles.includes(Role.provider)}
          />
        ))}
      </Stack>
      {topic.canReply ? (
        <ReplyForm topicId={topicId} />
      ) : (
        <Alert color="gray" data-testid={TestId.encounterClosed}>
          {InMailMessages.encounterFinished}
        </Alert>
      )}
    </PageFrame>
  );
}
