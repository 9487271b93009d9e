import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MessageSchema, SimpleTopicInfoSchema } from '@clinicall/shared/messaging/topics';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './query-keys';

/** E16, E21–E24: the conversation's header and what the viewer may do. */
export function topicInfoQuery(id: number) {
  return queryOptions({
    queryKey: messagesKeys.topic(id),
    queryFn: ({ signal }) =>
      apiRequest(`/simpleTopicInfo/${id}`, { schema: SimpleTopicInfoSchema, signal }),
    meta: { handlesErrors: true },
  });
}

export function useTopicInfo(id: number) {
  return useQuery(topicInfoQuery(id));
}

const MessagesSchema = z.array(MessageSchema);

/** E16: the messages by creation date. */
export function messagesInTopicQuery(id: number) {
  return queryOptions({
    queryKey: messagesKeys.messagesIn(id),
    queryFn: ({ signal }) =>
      apiRequest(`/messagesInTopic/${id}`, { schema: MessagesSchema, signal }),
    meta: { handlesErrors: true },
  });
}

export function useMessagesInTopic(id: number) {
  return useQuery(messagesInTopicQuery(id));
}
