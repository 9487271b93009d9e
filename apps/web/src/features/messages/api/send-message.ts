import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@clinicall/shared/payments';
import {
  MessageSchema,
  TopicCreatedSchema,
  type RegisterTopicRequest,
} from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { postForm } from '../lib/upload-form';
import { messagesKeys } from './query-keys';
import { contentOf, useIdempotencyKey } from '../../../lib/idempotency-key';

type WithFiles = { files: File[]; onProgress: (fraction: number) => void };

/** Text fields first, then the files: the server checks the fields before storing a byte. */
function formOf(fields: [string, string][], files: File[]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** E13: `/registerTopic`, or its upload variant when files are attached. */
export function useRegisterTopic() {
  const queryClient = useQueryClient();
  const sendKey = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ files, onProgress, ...body }: RegisterTopicRequest & WithFiles) => {
      const headers = { [IDEMPOTENCY_HEADER]: sendKey.keyFor(contentOf(body, files)) };
      return files.length === 0
        ? apiRequest('/registerTopic', {
            method: 'POST',
            body,
            headers,
            schema: TopicCreatedSchema,
          })
        : postForm(
            '/registerTopic/uploadFile',
            formOf(
              [
                ['subject', body.subject],
                ['body', body.body],
                ...body.subscribersEmails.map((email): [string, string] => [
                  'subscribersEmails',
                  email,
                ]),
              ],
              files,
            ),
            TopicCreatedSchema,
            onProgress,
            headers,
          );
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      sendKey.sent();
      return queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}

/** E20: `/replyMessage`, or its upload variant. */
export function useReplyMessage(topicId: number) {
  const queryClient = useQueryClient();
  const sendKey = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ body, files, onProgress }: { body: string } & WithFiles) => {
      const headers = { [IDEMPOTENCY_HEADER]: sendKey.keyFor(contentOf({ topicId, body }, files)) };
      return files.length === 0
        ? apiRequest('/replyMessage', {
            method: 'POST',
            body: { topicId, body },
            headers,
            schema: MessageSchema,
          })
        : postForm(
            '/replyMessage/uploadFile',
            formOf(
              [
                ['topicId', String(topicId)],
                ['body', body],
              ],
              files,
            ),
            MessageSchema,
            onProgress,
            headers,
          );
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      sendKey.sent();
      return queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}
