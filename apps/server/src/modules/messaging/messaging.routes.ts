import {
  MessageDownloadQuerySchema,
  MessageSchema,
  RecentUnreadSchema,
  RegisterTopicRequestSchema,
  ReplyMessageRequestSchema,
  SimpleTopicInfoSchema,
  SubscriberPageSchema,
  SubscribersFilterQuerySchema,
  SubscribersQuerySchema,
  TopicCreatedSchema,
  TopicIdParamsSchema,
  TopicPageSchema,
  TopicsFilterQuerySchema,
  TopicsQuerySchema,
  TopicsSearchQuerySchema,
  UnreadCountSchema,
} from '@clinicall/shared/messaging/topics';
import { IDEMPOTENCY_HEADER, OptionalIdempotencyHeadersSchema } from '@clinicall/shared/payments';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoped, signedIn } from '../../lib/access/request-context.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { Clinic } from '../../lib/access/rules.js';
import { exactAnswer } from '../../lib/exact-answer.js';
import { acceptUploads } from '../storage/upload-routes.js';
import { attachmentHeaders } from './attachment-headers.js';
import type { MessagingService } from './messaging.service.js';

const tags = ['in-mail'];
/** Providers and patients read and reply; the service admits subscribers only. */
const readers = { roles: [Role.provider, Role.patient], clinic: Clinic.own };
/** E4: only providers start a topic or pick recipients. */
const writers = { roles: [Role.provider], clinic: Clinic.own };
/** The caller's own counters: subscriptions are per user, not per clinic. */
const ownCounters = { roles: [Role.provider, Role.patient], clinic: Clinic.none };
/** Issue 19 path 5: the service names the patients subscribed to each topic the answer shows. */
const readsTopics = Reads.named('topics');
/**
 * Issue 24: a send may name an Idempotency-Key; sent again with it (its answer lost to a timeout or
 * a dead instance) it answers the message the first one posted instead of posting it twice.
 */
const SendHeadersSchema = OptionalIdempotencyHeadersSchema;

/** Spec 1 §7 "Messaging" and "Files" (E3, E5, E13, E16, E17, E19, E20, E25, E26, E56). */
export const messagingRoutes =
  (messaging: MessagingService): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);
    // The badge and the topic lists are built field by field as their types say (exact-answer.ts).
    const builtAnswer = exactAnswer(app.config.env !== 'production');

    app.get(
      '/api/unreadMessagesCount',
      {
        config: { access: ownCounters },
        schema: {
          tags,
          summary: 'E25: unread messages of the caller',
          response: { 200: UnreadCountSchema },
        },
        serializerCompiler: builtAnswer,
      },
      async (request) => messaging.unreadCount(signedIn(request.ctx).actor.userId),
    );

    app.get(
      '/api/recentUnreadTopics',
      {
        config: { access: ownCounters, readsPatient: readsTopics },
        schema: {
          tags,
          summary: 'E26: the unread count and the newest unread topics',
          response: { 200: RecentUnreadSchema },
        },
      },
      async (request) => messaging.recentUnread(signedIn(request.ctx)),
    );

    app.get(
      '/api/topics',
      {
        config: { access: readers, readsPatient: readsTopics },
        schema: {
          tags,
          summary: 'E3: the caller’s topics, newest activity first, 10 a page',
          querystring: TopicsQuerySchema,
          response: { 200: TopicPageSchema },
        },
        serializerCompiler: builtAnswer,
      },
      async (request) => messaging.topics(scoped(request.ctx), request.query.page),
    );

    app.get(
      '/api/topics/filter',
      {
        config: { access: readers, readsPatient: readsTopics },
        schema: {
          tags,
          summary: 'E3: the caller’s topics, unread only and/or by kind',
          querystring: TopicsFilterQuerySchema,
          response: { 200: TopicPageSchema },
        },
        serializerCompiler: builtAnswer,
      },
      async (request) => {
        const { page, unread, kind } = request.query;
        return messaging.filter(
          scoped(request.ctx),
          { ...(unread ? { unread: unread === 'true' } : {}), ...(kind ? { kind } : {}) },
          page,
        );
      },
    );

    app.get(
      '/api/topics/search',
      {
        config: { access: readers, readsPatient: readsTopics },
        schema: {
          tags,
          summary: 'E1, E3: the caller’s topics whose subject or messages contain the keyword',
          querystring: TopicsSearchQuerySchema,
          response: { 200: TopicPageSchema },
        },
        serializerCompiler: builtAnswer,
      },
      async (request) =>
        messaging.search(scoped(request.ctx), request.query.keyword, request.query.page),
    );

    app.get(
      '/api/messagesInTopic/:id',
      {
        config: { access: readers, readsPatient: Reads.named('messages', Reads.param('id')) },
        schema: {
          tags,
          summary: 'E16: a topic’s messages by creation date (subscribers only)',
          params: TopicIdParamsSchema,
          response: { 200: z.array(MessageSchema) },
        },
      },
      async (request) => messaging.messages(scoped(request.ctx), request.params.id),
    );

    app.get(
      '/api/simpleTopicInfo/:id',
      {
        config: { access: readers, readsPatient: Reads.named('topics', Reads.param('id')) },
        schema: {
          tags,
          summary: 'E16, E21–E24: a topic’s header and what the caller may do in it',
          params: TopicIdParamsSchema,
          response: { 200: SimpleTopicInfoSchema },
        },
      },
      async (request) => messaging.topicInfo(scoped(request.ctx), request.params.id),
    );

    app.put(
      '/api/markTopicAsRead/:id',
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'E17: marks a topic read for the caller; answers the new unread count',
          params: TopicIdParamsSchema,
          response: { 200: UnreadCountSchema },
        },
        serializerCompiler: builtAnswer,
      },
      async (request) => messaging.markRead(scoped(request.ctx), request.params.id),
    );

    for (const [url, summary, query] of [
      [
        '/api/inMailSubscribers',
        'E5: who the provider may write to, 15 a page',
        SubscribersQuerySchema,
      ],
      [
        '/api/inMailSubscribers/filter',
        'E5: recipients by type (PROVIDER or PATIENT) and keyword',
        SubscribersFilterQuerySchema,
      ],
    ] as const) {
      app.get(
        url,
        {
          // Each patient listed is a read of that patient's entry.
          config: { access: writers, readsPatient: Reads.named('roster') },
          schema: { tags, summary, querystring: query, response: { 200: SubscriberPageSchema } },
        },
        async (request) => {
          const q = request.query as z.output<typeof SubscribersFilterQuerySchema>;
          return messaging.subscribers(
            scoped(request.ctx),
            { ...(q.type ? { type: q.type } : {}), ...(q.keyword ? { keyword: q.keyword } : {}) },
            q.page,
          );
        },
      );
    }

    app.post(
      '/api/registerTopic',
      {
        config: { access: writers },
        schema: {
          tags,
          summary: 'E13: a new topic (subject, body, recipients’ e-mails)',
          headers: SendHeadersSchema,
          body: RegisterTopicRequestSchema,
          response: { 201: TopicCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await messaging.registerTopic(
              scoped(request.ctx),
              request.body,
              request.headers[IDEMPOTENCY_HEADER],
            ),
          ),
    );

    app.post(
      '/api/registerTopic/uploadFile',
      {
        config: { access: writers },
        schema: {
          tags,
          summary:
            'E11–E13: a new topic with attachments (multipart: subject, body, subscribersEmails per recipient, then files)',
          consumes: ['multipart/form-data'],
          headers: SendHeadersSchema,
          response: { 201: TopicCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await messaging.registerTopicWithFiles(
              scoped(request.ctx),
              request,
              request.headers[IDEMPOTENCY_HEADER],
            ),
          ),
    );

    app.post(
      '/api/replyMessage',
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'E20, E22: a reply (refused once the message encounter is finished)',
          headers: SendHeadersSchema,
          body: ReplyMessageRequestSchema,
          response: { 201: MessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await messaging.reply(
              scoped(request.ctx),
              request.body,
              request.headers[IDEMPOTENCY_HEADER],
            ),
          ),
    );

    app.post(
      '/api/replyMessage/uploadFile',
      {
        config: { access: readers },
        schema: {
          tags,
          summary: 'E20: a reply with attachments (multipart: topicId, body, then files)',
          consumes: ['multipart/form-data'],
          headers: SendHeadersSchema,
          response: { 201: MessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await messaging.replyWithFiles(
              scoped(request.ctx),
              request,
              request.headers[IDEMPOTENCY_HEADER],
            ),
          ),
    );

    app.get(
      '/api/message/download',
      {
        config: {
          access: readers,
          readsPatient: Reads.named('attachment', Reads.query('messageId')),
        },
        schema: {
          tags,
          summary: 'E19, E56, E58: an attachment’s bytes (subscribers only)',
          querystring: MessageDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await messaging.download(
          scoped(request.ctx),
          request.query.messageId,
          request.query.fileName,
        );
        return reply.headers(attachmentHeaders(file.fileName, file.size)).send(file.stream);
      },
    );
  };
