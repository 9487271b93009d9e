import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { literalLimit } from '../../db/statement-cache.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { topicSubscribers, topics } from '../../db/schema/messaging.js';

export type PersonRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  imagePath: string | null;
  role: string;
};

const others = alias(topicSubscribers, 'others');

/** Every subscriber of the outer query's topic as JSON, one primary-key look-up each, by id. */
const subscribersJson = sql<PersonRow[]>`(
  select coalesce(json_agg((
    select json_build_object(
      'id', ${users.id}, 'email', ${users.email}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}, 'imagePath', ${users.imagePath}, 'role', ${users.role})
    from ${users} where ${users.id} = ${others.userId}
  ) order by ${others.userId}), '[]'::json)
  from ${topicSubscribers} as ${others}
  where ${others.topicId} = ${topics.id})`;

/**
 * A topic page's row, in the order `topicPageQuery` selects it: timestamps as the database writes
 * them, the subscribers as parsed JSON, `total` the number of topics the list holds (every row).
 */
export type TopicPageRow = [
  id: number,
  createdAt: string,
  subject: string,
  firstMessageBody: string,
  encounterId: number | null,
  messageCount: number,
  lastMessageBody: string,
  lastMessageAt: string,
  unreadCount: number,
  encounterStatus: string | null,
  subscribers: PersonRow[],
  total: number,
];

/**
 * One page of a user's subscriptions (`where` over `topic_subscribers`, and `topics` when
 * `onTopic`), newest activity first, with each row's topic, encounter status and subscribers, in
 * one statement. The window is cut first, so the topics and their subscribers are read for the
 * page's rows only, however deep the offset; `total` rides on every row. `rows` is written into
 * the text; a page past the first takes its offset from the `offset` placeholder, and the first has
 * no OFFSET at all, so its plan is the index walk that stops after it.
 */
export function topicPageQuery(
  ex: Executor,
  where: SQL | undefined,
  options: { onTopic: boolean; rows: number; paged: boolean; total: SQL<number> },
) {
  const scanned = ex
    .select({
      topicId: topicSubscribers.topicId,
      unreadCount: topicSubscribers.unreadCount,
      lastMessageAt: topicSubscribers.lastMessageAt,
    })
    .from(topicSubscribers)
    .$dynamic();
  const limited = (
    options.onTopic ? scanned.innerJoin(topics, eq(topics.id, topicSubscribers.topicId)) : scanned
  )
    .where(where)
    .orderBy(desc(topicSubscribers.lastMessageAt), desc(topicSubscribers.topicId))
    .limit(literalLimit(options.rows));
  // The offset as an InitPlan too: a plan made for a known offset looks cheaper than the generic
  // one (which guesses a tenth of the rows), so the page past the first was planned on every call.
  const offset = sql`(select ${sql.placeholder('offset')}::int)` as unknown as number;
  const window = (options.paged ? limited.offset(offset) : limited).as('page');
  // The order of `TopicPageRow`.
  return ex
    .select({
      id: topics.id,
      createdAt: topics.createdAt,
      subject: topics.subject,
      firstMessageBody: topics.firstMessageBody,
      encounterId: topics.encounterId,
      messageCount: topics.messageCount,
      lastMessageBody: topics.lastMessageBody,
      lastMessageAt: topics.lastMessageAt,
      unreadCount: window.unreadCount,
      encounterStatus: encounters.status,
      subscribers: subscribersJson,
      total: options.total,
    })
    .from(window)
    .innerJoin(topics, eq(topics.id, window.topicId))
    .leftJoin(encounters, eq(encounters.id, topics.encounterId))
    .orderBy(desc(window.lastMessageAt), desc(window.topicId));
}
