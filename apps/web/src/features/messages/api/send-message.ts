import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MessageSchema,
  TopicCreatedSchema,
  type RegisterTopicRequest,
} from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { postForm } from '../lib/upload-form';
import { messagesKeys } from './query-keys';

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
  return useMutation({
    mutationFn: ({ files, onProgress, ...body }: RegisterTopicRequest & WithFiles) =>
      files.length === 0
        ? apiRequest('/registerTopic', { method: 'POST', body, schema: TopicCreatedSchema })
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
          ),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}

/** E20: `/replyMessage`, or its upload variant. */
export function useReplyMessage(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files, onProgress }: { body: string } & WithFiles) =>
      files.length === 0
        ? apiRequest('/replyMessage', {
            method: 'POST',
            body: { topicId, body },
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
          ),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
