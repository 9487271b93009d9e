import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextLimit } from '@clinicall/shared/constants';
import { RegisterTopicRequestSchema, type InMailPerson } from '@clinicall/shared/messaging/topics';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import { useRegisterTopic } from '../api/send-message';
import { AttachmentsInput } from '../components/attachments-input';
import { MessageErrorDialog, type MessageError } from '../components/message-error-dialog';
import { RecipientPicker } from '../components/recipient-picker';
import { sendError } from '../lib/send-error';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

/** The dialog code of the first rule the form breaks (E7–E9), checked by the shared schema. */
function formError(subject: string, body: string, recipients: InMailPerson[]): MessageError | null {
  const parsed = RegisterTopicRequestSchema.safeParse({
    subject,
    body,
    subscribersEmails: recipients.map((r) => r.email),
  });
  if (parsed.success) return null;
  const field = parsed.error.issues[0]?.path[0];
  if (field === 'subject')
    return subject.trim() ? { code: 6, detail: parsed.error.issues[0]?.message } : { code: 0 };
  if (field === 'body')
    return body.trim() ? { code: 6, detail: parsed.error.issues[0]?.message } : { code: 1 };
  return { code: 2 };
}

/** E4–E15: `/messages/new` (providers): recipients, subject, body, attachments, Cancel and Send. */
export function NewMessagePage() {
  const navigate = useNavigate();
  const [recipients, setRecipients] = useState<InMailPerson[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<MessageError | null>(null);
  const send = useRegisterTopic();

  const submit = () => {
    const refused = formError(subject, body, recipients);
    if (refused) return setError(refused);
    setProgress(files.length > 0 ? 0 : null);
    send.mutate(
      {
        subject,
        body,
        subscribersEmails: recipients.map((r) => r.email),
        files,
        onProgress: setProgress,
      },
      {
        onSuccess: ({ topicId }) => {
          toast.success(InMailMessages.sent);
          void navigate(pathTo.messageTopic(topicId));
        },
        onError: (failure) => setError(sendError(failure)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <PageFrame title="New Message">
      <Paper withBorder p="md" maw={760}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <RecipientPicker chosen={recipients} onChange={setRecipients} />
            <TextInput
              label="Subject"
              withAsterisk
              value={subject}
              maxLength={TextLimit.short}
              onChange={(event) => setSubject(event.currentTarget.value)}
              data-testid={TestId.messageSubject}
            />
            <CountedTextarea
              max={TextLimit.large}
              label="Message"
              withAsterisk
              rows={5}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              data-testid={TestId.messageBody}
            />
            <AttachmentsInput
              files={files}
              onChange={setFiles}
              onRefused={(code) => setError({ code })}
              progress={progress}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => void navigate(Paths.messages)}
                data-testid={TestId.messageCancel}
              >
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending} data-testid={TestId.messageSend}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <MessageErrorDialog error={error} onClose={() => setError(null)} />
    </PageFrame>
  );
}
