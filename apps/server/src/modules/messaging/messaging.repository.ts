import { and, asc, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { messageFiles, messages, topicSubscribers, topics } from '../../db/schema/messaging.js';
import { scopeCondition, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { likeTerm } from './like-term.js';
import type { PersonRow } from './topic-page.js';

export type TopicRow = typeof topics.$inferSelect;

/** Advisory-lock class of message sends under one Idempotency-Key (rooms use 8_001). */
const MESSAGE_KEY_LOCK = 8_002;
export type { PersonRow };

/** The topic's subscribers who are patients: whose data its messages are (issue 19 path 5). */
const patientSubscribers = sql<number[]>`(select coalesce(array_agg(s.user_id), '{}'::int[])
  from topic_subscribers s join users u on u.id = s.user_id
  where s.topic_id = ${topics.id} and u.role = 'ROLE_PATIENT')`;

const person = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  imagePath: users.imagePath,
  role: users.role,
};

/** In-mail's queries; topics are clinic-owned, so lists take the caller's scope. */
export const messagingRepository = {
  async subscribersOf(ex: Executor, topicIds: number[]) {
    if (topicIds.length === 0) return [];
    return ex
      .select({ topicId: topicSubscribers.topicId, ...person })
      .from(topicSubscribers)
      .innerJoin(users, eq(users.id, topicSubscribers.userId))
      .where(inArray(topicSubscribers.topicId, topicIds))
      .orderBy(asc(users.id));
  },

  /** A topic with the viewer's subscription (null when not subscribed) and its encounter's status. */
  async topicForViewer(ex: Executor, topicId: number, userId: number) {
    const [row] = await ex
      .select({
        topic: topics,
        subscribed: sql<boolean>`${topicSubscribers.userId} is not null`,
        unreadCount: sql<number>`coalesce(${topicSubscribers.unreadCount}, 0)::int`,
        encounterStatus: encounters.status,
        encounterType: encounters.type,
        patientIds: patientSubscribers,
      })
      .from(topics)
      .leftJoin(
        topicSubscribers,
        and(eq(topicSubscribers.topicId, topics.id), eq(topicSubscribers.userId, userId)),
      )
      .leftJoin(encounters, eq(encounters.id, topics.encounterId))
      .where(eq(topics.id, topicId));
    return row ?? null;
  },

  /** Locks the topic's row, so a reply and the encounter's completion do not interleave. */
  async lockTopic(ex: Executor, topicId: number) {
    await ex.execute(sql`select id from ${topics} where ${topics.id} = ${topicId} for update`);
  },

  /** The newest unread topics with the author of their latest message. */
  async recentUnread(ex: Executor, userId: number, limit: number) {
    return ex
      .select({ topic: topics, patientIds: patientSubscribers })
      .from(topicSubscribers)
      .innerJoin(topics, eq(topics.id, topicSubscribers.topicId))
      .where(and(eq(topicSubscribers.userId, userId), sql`${topicSubscribers.unreadCount} > 0`))
      .orderBy(desc(topicSubscribers.lastMessageAt), desc(topicSubscribers.topicId))
      .limit(limit);
  },

  async lastAuthors(ex: Executor, topicIds: number[]) {
    if (topicIds.length === 0) return [];
    return ex
      .selectDistinctOn([messages.topicId], { topicId: messages.topicId, ...person })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.authorId))
      .where(inArray(messages.topicId, topicIds))
      .orderBy(messages.topicId, desc(messages.id));
  },

  async messagesOf(ex: Executor, topicId: number) {
    const rows = await ex
      .select({ message: messages, author: person })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.authorId))
      .where(eq(messages.topicId, topicId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    const files = rows.length
      ? await ex
          .select({
            messageId: messageFiles.messageId,
            fileName: messageFiles.fileName,
            size: messageFiles.size,
          })
          .from(messageFiles)
          .where(
            inArray(
              messageFiles.messageId,
              rows.map((r) => r.message.id),
            ),
          )
          .orderBy(asc(messageFiles.id))
      : [];
    return { rows, files };
  },

  async insertTopic(ex: Executor, values: typeof topics.$inferInsert) {
    const [row] = await ex.insert(topics).values(values).returning({ id: topics.id });
    return row!.id;
  },

  /** Subscribes `userIds` to a new topic: unread for all but its first message's author. */
  async subscribe(
    ex: Executor,
    topic: { id: number; clinicId: number },
    userIds: number[],
    authorId: number,
    at: Date,
  ) {
    await ex.insert(topicSubscribers).values(
      userIds.map((userId) => ({
        topicId: topic.id,
        clinicId: topic.clinicId,
        userId,
        unreadCount: userId === authorId ? 0 : 1,
        lastMessageAt: at,
      })),
    );
  },

  async insertMessage(ex: Executor, values: typeof messages.$inferInsert) {
    const [row] = await ex.insert(messages).values(values).returning({ id: messages.id });
    return row!.id;
  },

  /**
   * Holds, until the transaction ends, the sends of one author under one Idempotency-Key: the
   * second waits for the first to commit and then finds its message.
   */
  async lockClientKey(ex: Executor, authorId: number, clientKey: string) {
    await ex.execute(
      sql`select pg_advisory_xact_lock(${MESSAGE_KEY_LOCK}, hashtext(${`${authorId}:${clientKey}`}))`,
    );
  },

  /** The message an author already sent under `clientKey`, with its files' names and sizes. */
  async sentWithClientKey(ex: Executor, authorId: number, clientKey: string) {
    const [message] = await ex
      .select({
        id: messages.id,
        topicId: messages.topicId,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(and(eq(messages.authorId, authorId), eq(messages.clientKey, clientKey)));
    if (!message) return null;
    const files = await ex
      .select({ fileName: messageFiles.fileName, size: messageFiles.size })
      .from(messageFiles)
      .where(eq(messageFiles.messageId, message.id))
      .orderBy(asc(messageFiles.id));
    return { message, files };
  },

  async insertFiles(ex: Executor, rows: (typeof messageFiles.$inferInsert)[]) {
    if (rows.length > 0) await ex.insert(messageFiles).values(rows);
  },

  /** A reply: the topic's latest message, and one more unread for everyone but its author. */
  async recordReply(ex: Executor, topicId: number, authorId: number, body: string, at: Date) {
    await ex
      .update(topics)
      .set({
        lastMessageBody: body,
        lastMessageAt: at,
        messageCount: sql`${topics.messageCount} + 1`,
      })
      .where(eq(topics.id, topicId));
    await ex
      .update(topicSubscribers)
      .set({
        lastMessageAt: at,
        unreadCount: sql`case when ${topicSubscribers.userId} = ${authorId} then 0 else ${topicSubscribers.unreadCount} + 1 end`,
      })
      .where(eq(topicSubscribers.topicId, topicId));
  },

  async markRead(ex: Executor, topicId: number, userId: number) {
    await ex
      .update(topicSubscribers)
      .set({ unreadCount: 0 })
      .where(
        and(
          eq(topicSubscribers.topicId, topicId),
          eq(topicSubscribers.userId, userId),
          ne(topicSubscribers.unreadCount, 0),
        ),
      );
  },

  async subscriberIds(ex: Executor, topicId: number) {
    const rows = await ex
      .select({ userId: topicSubscribers.userId })
      .from(topicSubscribers)
      .where(eq(topicSubscribers.topicId, topicId));
    return rows.map((r) => r.userId);
  },

  /** A stored attachment by message and name, with the topic it belongs to. */
  async file(ex: Executor, messageId: number, fileName: string) {
    const [row] = await ex
      .select({
        storageKey: messageFiles.storageKey,
        size: messageFiles.size,
        topicId: messages.topicId,
      })
      .from(messageFiles)
      .innerJoin(messages, eq(messages.id, messageFiles.messageId))
      .where(and(eq(messageFiles.messageId, messageId), eq(messageFiles.fileName, fileName)));
    return row ?? null;
  },

  async topicOfEncounter(ex: Executor, encounterId: number) {
    const [row] = await ex
      .select({ topicId: topics.id })
      .from(topics)
      .where(eq(topics.encounterId, encounterId));
    return row?.topicId ?? null;
  },

  async topicOfMessage(ex: Executor, messageId: number) {
    const [row] = await ex
      .select({ topicId: messages.topicId })
      .from(messages)
      .where(eq(messages.id, messageId));
    return row?.topicId ?? null;
  },

  /**
   * Who the caller may write to: active providers and patients holding that role in one of the
   * scope's clinics, the caller excepted; by last and first name, 15 a page.
   */
  async reachable(
    ex: Executor,
    scope: ClinicScope,
    callerId: number,
    filter: { type?: 'PROVIDER' | 'PATIENT'; keyword?: string; emails?: string[] },
    page: { offset: number; limit: number },
  ) {
    const roles = filter.type ? [`ROLE_${filter.type}`] : ['ROLE_PROVIDER', 'ROLE_PATIENT'];
    const conditions: SQL[] = [
      ne(users.id, callerId),
      eq(users.activated, true),
      exists(
        ex
          .select({ one: sql`1` })
          .from(clinicMemberships)
          .where(
            and(
              eq(clinicMemberships.userId, users.id),
              inArray(clinicMemberships.role, roles),
              scopeCondition(scope, clinicMemberships.clinicId),
            ),
          ),
      ),
    ];
    if (filter.emails) conditions.push(inArray(users.email, filter.emails));
    if (filter.keyword) {
      const term = likeTerm(filter.keyword);
      conditions.push(
        or(
          ilike(users.firstName, term),
          ilike(users.lastName, term),
          ilike(users.email, term),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
        )!,
      );
    }
    const where = and(...conditions);
    const rows = await ex
      .select(person)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(page.limit + 1)
      .offset(page.offset);
    const [counted] = await ex
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The scope's clinics where every one of `userIds` is a member (as provider or patient). */
  async clinicsSharedByAll(ex: Executor, scope: ClinicScope, userIds: number[]) {
    const rows = await ex
      .select({ clinicId: clinicMemberships.clinicId })
      .from(clinicMemberships)
      .where(
        and(
          inArray(clinicMemberships.userId, userIds),
          inArray(clinicMemberships.role, ['ROLE_PROVIDER', 'ROLE_PATIENT']),
          scopeCondition(scope, clinicMemberships.clinicId),
        ),
      )
      .groupBy(clinicMemberships.clinicId)
      .having(sql`count(distinct ${clinicMemberships.userId}) = ${userIds.length}`)
      .orderBy(asc(clinicMemberships.clinicId));
    return rows.map((r) => r.clinicId);
  },

  async person(ex: Executor, userId: number) {
    const [row] = await ex.select(person).from(users).where(eq(users.id, userId));
    return row ?? null;
  },
};
