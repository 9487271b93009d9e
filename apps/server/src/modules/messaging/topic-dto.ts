import { photoPath } from '@clinicall/shared/people/photo-path';
import type { InMailPerson, Message, Topic } from '@clinicall/shared/messaging/topics';
import type { PersonRow, TopicRow } from './messaging.repository.js';
import type { TopicPageRow } from './topic-page.js';

export const toPerson = (row: PersonRow): InMailPerson => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  imagePath: photoPath(row, row.imagePath),
  role: row.role === 'ROLE_PATIENT' ? 'ROLE_PATIENT' : 'ROLE_PROVIDER',
});

/** E59: a topic row with its subscribers. */
export function toTopicDto(
  topic: TopicRow,
  viewer: { unreadCount: number; encounterStatus: string | null },
  subscribers: PersonRow[],
): Topic {
  return {
    id: topic.id,
    createdDate: topic.createdAt.toISOString(),
    subject: topic.subject,
    messageBody: topic.firstMessageBody,
    subscribersEmails: subscribers.map((s) => s.email),
    subscribersInfo: subscribers.map(toPerson),
    encounterId: topic.encounterId,
    encounterStatus: viewer.encounterStatus,
    numberOfMessages: topic.messageCount,
    messageUnread: viewer.unreadCount > 0,
    lastMessageBody: topic.lastMessageBody,
    lastMessageDate: topic.lastMessageAt.toISOString(),
  };
}

/** E59: a row of a topic list page, with the viewer's unread flag. */
export function toListedTopic([
  id,
  createdAt,
  subject,
  firstMessageBody,
  encounterId,
  messageCount,
  lastMessageBody,
  lastMessageAt,
  unreadCount,
  encounterStatus,
  subscribers,
]: TopicPageRow): Topic {
  return {
    id,
    createdDate: new Date(createdAt).toISOString(),
    subject,
    messageBody: firstMessageBody,
    subscribersEmails: subscribers.map((s) => s.email),
    subscribersInfo: subscribers.map(toPerson),
    encounterId,
    encounterStatus,
    numberOfMessages: messageCount,
    messageUnread: unreadCount > 0,
    lastMessageBody,
    lastMessageDate: new Date(lastMessageAt).toISOString(),
  };
}

/** E60 */
export function toMessageDto(
  row: {
    message: { id: number; topicId: number; body: string; createdAt: Date };
    author: PersonRow;
  },
  files: { fileName: string; size: number }[],
): Message {
  return {
    messageId: row.message.id,
    topicId: row.message.topicId,
    body: row.message.body,
    createdDate: row.message.createdAt.toISOString(),
    authorInfo: toPerson(row.author),
    files,
  };
}
