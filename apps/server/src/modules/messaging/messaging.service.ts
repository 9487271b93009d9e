import { InMail } from '@clinicall/shared/messaging/constants';
import { InMailMessages } from '@clinicall/shared/messaging/messages';
import {
  RegisterTopicRequestSchema,
  ReplyMessageRequestSchema,
  type Message,
  type RecentUnread,
  type RegisterTopicRequest,
  type ReplyMessageRequest,
  type SimpleTopicInfo,
  type SubscriberPage,
  type SubscriberType,
  type TopicPage,
} from '@clinicall/shared/messaging/topics';
import { Role } from '@clinicall/shared/roles';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import { FileNotFoundError, type FileStorage } from '../storage/file-storage.js';
import {
  receiveAttachments,
  unsettledUploadsJournal as unsettled,
  type StoredAttachment,
  type UploadFields,
} from '../storage/uploads.service.js';
import { messagingRepository as repo } from './messaging.repository.js';
import type { InboxCache } from './inbox-cache.js';
import { inboxQueries } from './inbox-queries.js';
import { topicListPage, type TopicFilter } from './topic-list.js';
import { toListedTopic, toMessageDto, toPerson, toTopicDto } from './topic-dto.js';
import { parseUploadFields } from './upload-fields.js';

/** Statuses of a message encounter a provider may complete from the inbox (E21). */
const COMPLETABLE = new Set(['ACCEPTED', 'STARTED', 'PROVIDER_STARTED', 'PATIENT_STARTED']);

export type MessagingEvents = {
  /** After a message is committed: its topic's subscribers, the author among them. */
  messagePosted(event: {
    topicId: number;
    messageId: number;
    authorId: number;
    subscriberIds: number[];
  }): void;
  /** After a message encounter was finished (E22); the lifecycle calls it, not this service. */
  encounterClosed(event: { encounterId: number }): void;
};

/**
 * In-mail (spec 1 §2, §4, §7; E1–E26, E56–E60). Who may write to whom: only providers start a
 * topic (E4), to active providers and patients who hold that role in a clinic where the sender is a
 * provider; the topic belongs to the first such clinic all recipients share. Everyone subscribed
 * reads and replies; nobody else does, whatever their role.
 */
export function createMessagingService(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  /** The badge's and the unfiltered pages' answers, kept until a change notification. */
  cache: InboxCache;
  events?: MessagingEvents;
}) {
  const { db, storage, clock, cache } = deps;
  const inbox = inboxQueries(db);

  /** The topic if the caller is subscribed to it inside their scope: 404 unknown or of another clinic, 403 otherwise. */
  async function viewable(ex: Executor, ctx: ScopedContext, topicId: number) {
    const found = await repo.topicForViewer(ex, topicId, ctx.actor.userId);
    if (!found) throw domainError('NOT_FOUND');
    if (!inScope(ctx.scope, found.topic.clinicId)) {
      throw hiddenRefusal('CLINIC_FORBIDDEN', 'topic of another clinic');
    }
    if (!found.subscribed) throw domainError('NOT_SUBSCRIBED');
    return found;
  }

  /** The topic's patients, named as read by this request: the answer shows their messages. */
  function readTopic(
    ctx: ScopedContext,
    found: { topic: { clinicId: number }; patientIds: number[] },
  ) {
    for (const patientId of found.patientIds) ctx.readsPatient(patientId, found.topic.clinicId);
  }

  /** A page's patients (subscribers who are patients), named as read by this request. */
  function readPage(ctx: ScopedContext, topicPage: TopicPage) {
    for (const topic of topicPage.content) {
      for (const person of topic.subscribersInfo) {
        if (person.role === Role.patient) ctx.readsPatient(person.id);
      }
    }
    return topicPage;
  }

  /** E3: a page of the caller's topics, filtered or not, from statements prepared once per shape. */
  async function page(ctx: ScopedContext, filter: TopicFilter, pageNo: number): Promise<TopicPage> {
    const size = InMail.topicsPageSize;
    const window = { offset: pageNo * size, limit: size };
    const { rows, total } = await topicListPage(db, ctx.scope, ctx.actor.userId, filter, window);
    return {
      content: rows.slice(0, size).map(toListedTopic),
      last: rows.length <= size,
      totalElements: total,
    };
  }

  /** The recipients by e-mail, each reachable by the sender; the clinic they all share. */
  async function recipients(ctx: ScopedContext, emails: string[]) {
    const unique = [...new Set(emails)];
    const { rows } = await repo.reachable(
      db,
      ctx.scope,
      ctx.actor.userId,
      { emails: unique },
      {
        offset: 0,
        limit: unique.length,
      },
    );
    if (rows.length !== unique.length)
      throw domainError('CLINIC_FORBIDDEN', InMailMessages.recipientNotAllowed);
    const [clinicId] = await repo.clinicsSharedByAll(
      db,
      ctx.scope,
      rows.map((r) => r.id),
    );
    if (clinicId === undefined)
      throw domainError('CLINIC_FORBIDDEN', InMailMessages.recipientNotAllowed);
    return { ids: rows.map((r) => r.id), clinicId };
  }

  /**
   * Issue 24: a send retried under its Idempotency-Key after its answer was lost finds the message
   * the first one posted (taken under the key's lock, so a send still in flight is waited for);
   * the key of another message is refused.
   */
  async function sentBefore(
    tx: Executor,
    authorId: number,
    clientKey: string | undefined,
    expected: { body: string; topicId?: number },
  ) {
    if (clientKey === undefined) return null;
    await repo.lockClientKey(tx, authorId, clientKey);
    const earlier = await repo.sentWithClientKey(tx, authorId, clientKey);
    if (earlier === null) return null;
    const sameTopic =
      expected.topicId === undefined || earlier.message.topicId === expected.topicId;
    if (earlier.message.body !== expected.body || !sameTopic)
      throw domainError('IDEMPOTENCY_KEY_REUSED');
    return earlier;
  }

  async function createTopic(
    ctx: ScopedContext,
    body: RegisterTopicRequest,
    to: { ids: number[]; clinicId: number },
    files: StoredAttachment[],
    clientKey: string | undefined,
  ) {
    const at = clock();
    const authorId = ctx.actor.userId;
    const subscriberIds = [authorId, ...to.ids.filter((id) => id !== authorId)];
    const sent = await db.transaction(async (tx) => {
      const earlier = await sentBefore(tx, authorId, clientKey, { body: body.body });
      if (earlier) return { topicId: earlier.message.topicId, messageId: null };
      const topicId = await repo.insertTopic(tx, {
        clinicId: to.clinicId,
        subject: body.subject,
        createdById: authorId,
        firstMessageBody: body.body,
        lastMessageBody: body.body,
        lastMessageAt: at,
        createdAt: at,
      });
      await repo.subscribe(tx, { id: topicId, clinicId: to.clinicId }, subscriberIds, authorId, at);
      const messageId = await repo.insertMessage(tx, {
        topicId,
        authorId,
        body: body.body,
        createdAt: at,
        clientKey,
      });
      await repo.insertFiles(
        tx,
        files.map((f) => ({ ...f, messageId })),
      );
      await unsettled.settle(
        tx,
        files.map((f) => f.storageKey),
      );
      return { topicId, messageId };
    });
    if (sent.messageId === null) {
      // The first send stored its own copies of the files: these are nobody's.
      await discard(files);
      return { topicId: sent.topicId };
    }
    deps.events?.messagePosted({
      topicId: sent.topicId,
      messageId: sent.messageId,
      authorId,
      subscriberIds,
    });
    return { topicId: sent.topicId };
  }

  /** E22: replies stop once the topic's message encounter is finished. */
  async function replyTo(
    ctx: ScopedContext,
    body: ReplyMessageRequest,
    files: StoredAttachment[],
    clientKey: string | undefined,
  ) {
    const at = clock();
    const authorId = ctx.actor.userId;
    const sent = await db.transaction(async (tx) => {
      await repo.lockTopic(tx, body.topicId);
      const found = await viewable(tx, ctx, body.topicId);
      const earlier = await sentBefore(tx, authorId, clientKey, body);
      if (earlier) return earlier;
      if (found.encounterStatus === 'FINISHED') throw domainError('ENCOUNTER_FINISHED');
      const id = await repo.insertMessage(tx, {
        topicId: body.topicId,
        authorId,
        body: body.body,
        createdAt: at,
        clientKey,
      });
      await repo.insertFiles(
        tx,
        files.map((f) => ({ ...f, messageId: id })),
      );
      await unsettled.settle(
        tx,
        files.map((f) => f.storageKey),
      );
      await repo.recordReply(tx, body.topicId, authorId, body.body, at);
      return id;
    });
    const author = (await repo.person(db, authorId))!;
    if (typeof sent !== 'number') {
      await discard(files);
      return toMessageDto({ message: sent.message, author }, sent.files);
    }
    const subscriberIds = await repo.subscriberIds(db, body.topicId);
    deps.events?.messagePosted({ topicId: body.topicId, messageId: sent, authorId, subscriberIds });
    return toMessageDto(
      { message: { id: sent, topicId: body.topicId, body: body.body, createdAt: at }, author },
      files.map((f) => ({ fileName: f.fileName, size: f.size })),
    );
  }

  /**
   * E11, E12: a message's attachments, stored under `messages/` once `check` passed; each noted
   * as unsettled first, until the message naming it commits (issue 24: an instance dying in
   * between leaves no file behind for good).
   */
  const receiveMessageUpload = <T>(
    request: FastifyRequest,
    check: (fields: UploadFields) => Promise<T>,
  ) =>
    receiveAttachments(request, storage, {
      keyPrefix: 'messages',
      beforeFiles: check,
      beforeStore: (key) => unsettled.note(db, key),
    });

  /** Files stored for a message that will not name them. */
  const discard = (files: StoredAttachment[]) => unsettled.discard(db, storage, files);

  /** Stored files of a refused message are removed again. */
  async function orRemove<T>(files: StoredAttachment[], run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      await discard(files);
      throw error;
    }
  }

  return {
    /** E3 */
    topics: async (ctx: ScopedContext, pageNo: number) =>
      readPage(
        ctx,
        await cache.topicPage(ctx, pageNo, clock().getTime(), () => page(ctx, {}, pageNo)),
      ),
    filter: async (ctx: ScopedContext, filter: Omit<TopicFilter, 'keyword'>, pageNo: number) =>
      readPage(ctx, await page(ctx, filter, pageNo)),
    search: async (ctx: ScopedContext, keyword: string, pageNo: number) =>
      readPage(ctx, await page(ctx, keyword ? { keyword } : {}, pageNo)),

    /** E25 */
    async unreadCount(userId: number) {
      const now = clock().getTime();
      return { count: await cache.unreadCount(userId, now, () => inbox.unreadCount(userId)) };
    },

    /** E26 */
    async recentUnread(ctx: SignedInContext): Promise<RecentUnread> {
      const userId = ctx.actor.userId;
      const [count, rows] = await Promise.all([
        inbox.unreadCount(userId),
        repo.recentUnread(db, userId, InMail.recentUnreadTopics),
      ]);
      const authors = new Map(
        (
          await repo.lastAuthors(
            db,
            rows.map((r) => r.topic.id),
          )
        ).map((a) => [a.topicId, a]),
      );
      return {
        count,
        topics: rows.flatMap(({ topic, patientIds }) => {
          const author = authors.get(topic.id);
          if (author) for (const id of patientIds) ctx.readsPatient(id, topic.clinicId);
          return author
            ? [
                {
                  topicId: topic.id,
                  subject: topic.subject,
                  lastMessageBody: topic.lastMessageBody,
                  lastMessageDate: topic.lastMessageAt.toISOString(),
                  author: toPerson(author),
                },
              ]
            : [];
        }),
      };
    },

    /** E16, E21–E23 */
    async topicInfo(ctx: ScopedContext, topicId: number): Promise<SimpleTopicInfo> {
      const found = await viewable(db, ctx, topicId);
      readTopic(ctx, found);
      const subscribers = await repo.subscribersOf(db, [topicId]);
      const finished = found.encounterStatus === 'FINISHED';
      const provider = ctx.actor.role === Role.provider;
      const isMessageEncounter = found.encounterType === 'MESSAGE';
      return {
        ...toTopicDto(found.topic, found, subscribers),
        canReply: !finished,
        canComplete: provider && isMessageEncounter && COMPLETABLE.has(found.encounterStatus ?? ''),
        canPrint: provider && isMessageEncounter && finished,
      };
    },

    /** E16, E19 */
    async messages(ctx: ScopedContext, topicId: number): Promise<Message[]> {
      readTopic(ctx, await viewable(db, ctx, topicId));
      const { rows, files } = await repo.messagesOf(db, topicId);
      const filesOf = new Map<number, { fileName: string; size: number }[]>();
      for (const f of files) {
        filesOf.set(f.messageId, [
          ...(filesOf.get(f.messageId) ?? []),
          { fileName: f.fileName, size: f.size },
        ]);
      }
      return rows.map((row) => toMessageDto(row, filesOf.get(row.message.id) ?? []));
    },

    /** E17 */
    async markRead(ctx: ScopedContext, topicId: number) {
      await viewable(db, ctx, topicId);
      await repo.markRead(db, topicId, ctx.actor.userId);
      return { count: await inbox.unreadCount(ctx.actor.userId) };
    },

    /** E5 */
    async subscribers(
      ctx: ScopedContext,
      filter: { type?: SubscriberType; keyword?: string },
      pageNo: number,
    ): Promise<SubscriberPage> {
      const size = InMail.subscribersPageSize;
      const { rows, total } = await repo.reachable(db, ctx.scope, ctx.actor.userId, filter, {
        offset: pageNo * size,
        limit: size,
      });
      const content = rows.slice(0, size).map(toPerson);
      for (const person of content) if (person.role === Role.patient) ctx.readsPatient(person.id);
      return { content, last: rows.length <= size, totalElements: total };
    },

    /** E13 */
    async registerTopic(ctx: ScopedContext, body: RegisterTopicRequest, clientKey?: string) {
      const to = await recipients(ctx, body.subscribersEmails);
      return createTopic(ctx, body, to, [], clientKey);
    },

    /** E11–E13: the multipart variant; fields are checked before any file is stored. */
    async registerTopicWithFiles(ctx: ScopedContext, request: FastifyRequest, clientKey?: string) {
      const { checked, files } = await receiveMessageUpload(request, async (fields) => {
        const body = parseUploadFields(RegisterTopicRequestSchema, fields, ['subscribersEmails']);
        return { body, to: await recipients(ctx, body.subscribersEmails) };
      });
      return orRemove(files, () => createTopic(ctx, checked.body, checked.to, files, clientKey));
    },

    /** E20 */
    reply: (ctx: ScopedContext, body: ReplyMessageRequest, clientKey?: string) =>
      replyTo(ctx, body, [], clientKey),

    async replyWithFiles(ctx: ScopedContext, request: FastifyRequest, clientKey?: string) {
      const { checked, files } = await receiveMessageUpload(request, async (fields) => {
        const body = parseUploadFields(ReplyMessageRequestSchema, fields, []);
        const found = await viewable(db, ctx, body.topicId);
        // A retry of a reply posted before the encounter was finished answers that reply
        // (replyTo checks its key again, under the lock): only a new reply is refused here.
        const retry =
          clientKey !== undefined &&
          (await repo.sentWithClientKey(db, ctx.actor.userId, clientKey)) !== null;
        if (found.encounterStatus === 'FINISHED' && !retry) {
          throw domainError('ENCOUNTER_FINISHED');
        }
        return body;
      });
      return orRemove(files, () => replyTo(ctx, checked, files, clientKey));
    },

    /** E19, E56, E58: subscribers only; the bytes stream from storage. */
    async download(ctx: ScopedContext, messageId: number, fileName: string) {
      const topicId = await repo.topicOfMessage(db, messageId);
      if (topicId === null) throw domainError('NOT_FOUND');
      const found = await viewable(db, ctx, topicId);
      const file = await repo.file(db, messageId, fileName);
      if (!file) throw domainError('NOT_FOUND');
      readTopic(ctx, found);
      try {
        return { stream: await storage.read(file.storageKey), size: file.size, fileName };
      } catch (error) {
        if (error instanceof FileNotFoundError) throw domainError('NOT_FOUND');
        throw error;
      }
    },

    /**
     * C60, E21: a booked message encounter opens its topic between the provider and the patient,
     * in the booking's transaction; answers the topic's id.
     */
    async openEncounterTopic(
      tx: Executor,
      encounter: {
        id: number;
        clinicId: number;
        providerId: number;
        patientId: number;
        authorId: number;
        subject: string;
        body: string;
        at: Date;
      },
    ) {
      const topicId = await repo.insertTopic(tx, {
        clinicId: encounter.clinicId,
        subject: encounter.subject,
        createdById: encounter.authorId,
        encounterId: encounter.id,
        firstMessageBody: encounter.body,
        lastMessageBody: encounter.body,
        lastMessageAt: encounter.at,
        createdAt: encounter.at,
      });
      const ids = [...new Set([encounter.providerId, encounter.patientId, encounter.authorId])];
      await repo.subscribe(
        tx,
        { id: topicId, clinicId: encounter.clinicId },
        ids,
        encounter.authorId,
        encounter.at,
      );
      await repo.insertMessage(tx, {
        topicId,
        authorId: encounter.authorId,
        body: encounter.body,
        createdAt: encounter.at,
      });
      return topicId;
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
