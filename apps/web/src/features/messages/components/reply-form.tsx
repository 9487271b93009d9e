import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { TextLimit } from '@clinicall/shared/constants';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { toast } from '../../../components/ui/toast';
import { useReplyMessage } from '../api/send-message';
import { sendError } from '../lib/send-error';
import { AttachmentsInput } from './attachments-input';
import { MessageErrorDialog, type MessageError } from './message-error-dialog';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** E20: reply (with attachments) or discard. */
export function ReplyForm({ topicId }: { topicId: number }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<MessageError | null>(null);
  const reply = useReplyMessage(topicId);
  const discard = () => {
    setBody('');
    setFiles([]);
  };
  const submit = () => {
    if (!body.trim()) return setError({ code: 1 });
    setProgress(files.length > 0 ? 0 : null);
    reply.mutate(
      { body, files, onProgress: setProgress },
      {
        onSuccess: () => {
          discard();
          toast.success(InMailMessages.replied);
        },
        onError: (failure) => setError(sendError(failure)),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <CountedTextarea
            max={TextLimit.large}
            label="Reply"
            rows={3}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            data-testid={TestId.replyBody}
          />
          <AttachmentsInput
            files={files}
            onChange={setFiles}
            onRefused={(code) => setError({ code })}
            progress={progress}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={discard} data-testid={TestId.replyDiscard}>
              Discard
            </Button>
            <Button type="submit" loading={reply.isPending} data-testid={TestId.replySend}>
              Reply
            </Button>
          </Group>
        </Stack>
      </form>
      <MessageErrorDialog error={error} onClose={() => setError(null)} />
    </Paper>
  );
}
