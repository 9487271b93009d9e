import { z } from 'zod';
import { TextLimit } from '../constants.js';
import { listedPageSize, pageSchema, PageNumberSchema } from '../paging.js';
import { InMail } from './constants.js';
import { MessageErrorTexts } from './messages.js';
import { IdTextSchema } from '../ids.js';

/** A person as in-mail shows them: a subscriber or a message's author. */
export const InMailPersonSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  imagePath: z.string().nullable(),
  role: z.enum(['ROLE_PROVIDER', 'ROLE_PATIENT']),
});
export type InMailPerson = z.infer<typeof InMailPersonSchema>;

/** E59: a topic as lists show it; `lastMessageBody` is the latest message, in full. */
export const TopicSchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  subject: z.string(),
  messageBody: z.string(),
  subscribersEmails: z.array(z.string()),
  subscribersInfo: z.array(InMailPersonSchema),
  encounterId: z.number().int().nullable(),
  encounterStatus: z.string().nullable(),
  numberOfMessages: z.number().int(),
  messageUnread: z.boolean(),
  lastMessageBody: z.string(),
  lastMessageDate: z.string(),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicPageSchema = pageSchema(TopicSchema);
export type TopicPage = z.infer<typeof TopicPageSchema>;

export const MessageFileSchema = z.object({ fileName: z.string(), size: z.number().int() });
export type MessageFile = z.infer<typeof MessageFileSchema>;

/** E60 */
export const MessageSchema = z.object({
  messageId: z.number().int(),
  topicId: z.number().int(),
  body: z.string(),
  createdDate: z.string(),
  authorInfo: InMailPersonSchema,
  files: z.array(MessageFileSchema),
});
export type Message = z.infer<typeof MessageSchema>;

export const TopicIdParamsSchema = z.object({ id: IdTextSchema });

/** H5: the web sends the size; the one taken is the one the server pages topics by. */
export const TopicsQuerySchema = z.object({
  page: PageNumberSchema,
  size: listedPageSize(InMail.topicsPageSize),
});

/**
 * `/topics/filter`: the spec names the call without its filters; unread topics only, and message
 * encounters only or plain conversations only.
 */
export const TopicsFilterQuerySchema = TopicsQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
  kind: z.enum(['encounter', 'conversation']).optional(),
});

export const TopicsSearchQuerySchema = TopicsQuerySchema.extend({
  keyword: z.string().trim().max(TextLimit.short).default(''),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });

export const RecentUnreadTopicSchema = z.object({
  topicId: z.number().int(),
  subject: z.string(),
  lastMessageBody: z.string(),
  lastMessageDate: z.string(),
  author: InMailPersonSchema,
});
export const RecentUnreadSchema = z.object({
  count: z.number().int(),
  topics: z.array(RecentUnreadTopicSchema),
});
export type RecentUnread = z.infer<typeof RecentUnreadSchema>;

/** `/simpleTopicInfo/{id}`: the conversation header. */
export const SimpleTopicInfoSchema = TopicSchema.extend({
  /** The viewer may reply: a subscriber, and the topic's message encounter is not finished. */
  canReply: z.boolean(),
  /** E21, E23: a provider on an open message encounter. */
  canComplete: z.boolean(),
  /** E22, E24 */
  canPrint: z.boolean(),
});
export type SimpleTopicInfo = z.infer<typeof SimpleTopicInfoSchema>;

export const SubscriberTypeSchema = z.enum(['PROVIDER', 'PATIENT']);
export type SubscriberType = z.infer<typeof SubscriberTypeSchema>;

/** H5: new-message users page 15; no other size is taken. */
export const SubscribersQuerySchema = z.object({
  page: PageNumberSchema,
  size: listedPageSize(InMail.subscribersPageSize),
});
export const SubscribersFilterQuerySchema = SubscribersQuerySchema.extend({
  type: SubscriberTypeSchema.optional(),
  keyword: z.string().trim().max(TextLimit.short).default(''),
});
export const SubscriberPageSchema = pageSchema(InMailPersonSchema);
export type SubscriberPage = z.infer<typeof SubscriberPageSchema>;

const filled = (text: string) => text.length > 0;

/** Custom checks, so the answer's message is the dialog's own text. */
const messageBody = z
  .string()
  .trim()
  .max(TextLimit.large, `The message is at most ${TextLimit.large} characters`)
  .refine(filled, MessageErrorTexts[1]);

/** E7–E10, E13: a new topic; the field messages are the dialog's codes 0–2. */
export const RegisterTopicRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(TextLimit.short, `The subject is at most ${TextLimit.short} characters`)
    .refine(filled, MessageErrorTexts[0]),
  body: messageBody,
  subscribersEmails: z
    .array(z.string().trim().toLowerCase().email())
    .max(50)
    .refine((emails) => emails.length > 0, MessageErrorTexts[2]),
});
export type RegisterTopicRequest = z.infer<typeof RegisterTopicRequestSchema>;

/** E20 */
export const ReplyMessageRequestSchema = z.object({
  topicId: IdTextSchema,
  body: messageBody,
});
export type ReplyMessageRequest = z.infer<typeof ReplyMessageRequestSchema>;

/** E19, E56 */
export const MessageDownloadQuerySchema = z.object({
  messageId: IdTextSchema,
  fileName: z.string().min(1).max(TextLimit.normal),
});

export const TopicCreatedSchema = z.object({ topicId: z.number().int() });
