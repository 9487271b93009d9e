import { and, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { arrayStatement } from '../../db/array-query.js';
import type { Db, Executor } from '../../db/database.js';
import { builtOnce } from '../../db/statement-cache.js';
import { inboxCounters, messages, topicSubscribers, topics } from '../../db/schema/messaging.js';
import { statementName } from '../../db/statement-name.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { likeTerm } from './like-term.js';
import { topicPageQuery, type TopicPageRow } from './topic-page.js';

export type TopicFilter = {
  unread?: boolean;
  kind?: 'encounter' | 'conversation';
  keyword?: string;
};

/**
 * What fixes a topic list statement's text: the scope's form, the filters present, the page's row
 * count and whether it is past the first. Values (user, clinics, keyword, offset) are placeholders,
 * so each shape is built and named once per database handle and each connection plans it once.
 */
type Shape = {
  scope: 'all' | 'none' | 'some';
  unread: boolean | undefined;
  kind: TopicFilter['kind'];
  /** How the keyword is matched: see `matching`. */
  keyword: 'none' | 'trigrams' | 'scan';
  rows: number;
  paged: boolean;
};

/**
 * A value the planner must not look at: a one-row subquery (an InitPlan). A plan made for the
 * values at hand (which PostgreSQL tries first, and keeps while it looks cheaper) is then no better
 * than the generic one, so the generic plan is kept from the sixth run on a connection.
 */
const hidden = (name: string, type: 'int' | 'int[]' | 'text') =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

const userIs = (column: typeof topicSubscribers.userId | typeof inboxCounters.userId) =>
  sql`${column} = ${hidden('userId', 'int')}`;

const inScope = (
  shape: Shape,
  column: typeof topicSubscribers.clinicId | typeof inboxCounters.clinicId,
) => {
  if (shape.scope === 'all') return sql`true`;
  if (shape.scope === 'none') return sql`false`;
  // Cast again, or ANY would read the subquery as a set of arrays rather than as one array.
  return sql`${column} = any(${hidden('clinicIds', 'int[]')}::int[])`;
};

/** The filters on the topic itself: only these join `topics` before the page is cut. */
const onTopic = (shape: Shape) => shape.kind !== undefined || shape.keyword === 'scan';

const filtered = (shape: Shape) =>
  shape.unread !== undefined || shape.keyword !== 'none' || onTopic(shape);

/**
 * pg_trgm indexes the trigrams of runs of letters and digits: a keyword with three in a row gives
 * its ILIKE pattern at least one, which the trigram indexes look up; a shorter one gives none, and
 * the index would be read whole.
 */
const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

/** E3: the user's subscriptions in scope matching the filters (on `topics` when filtered). */
function matching(ex: Executor, shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    userIs(topicSubscribers.userId),
    inScope(shape, topicSubscribers.clinicId),
  ];
  if (shape.unread === true) conditions.push(sql`${topicSubscribers.unreadCount} > 0`);
  if (shape.unread === false) conditions.push(sql`${topicSubscribers.unreadCount} = 0`);
  if (shape.kind === 'encounter') conditions.push(sql`${topics.encounterId} is not null`);
  if (shape.kind === 'conversation') conditions.push(sql`${topics.encounterId} is null`);
  const term = hidden('term', 'text');
  // E1: the subject or a message contains the keyword. With trigrams, the matching topics are
  // looked up in the trigram indexes of subjects and bodies (however many topics the user has);
  // without, each of the user's topics is checked. The index is lossy and PostgreSQL rechecks
  // every candidate with the ILIKE, so both answer the same.
  if (shape.keyword === 'trigrams') {
    const found = unionAll(
      ex.select({ id: topics.id }).from(topics).where(ilike(topics.subject, term)),
      ex.select({ id: messages.topicId }).from(messages).where(ilike(messages.body, term)),
    );
    conditions.push(inArray(topicSubscribers.topicId, found));
  }
  if (shape.keyword === 'scan') {
    conditions.push(
      or(
        ilike(topics.subject, term),
        exists(
          ex
            .select({ one: sql`1` })
            .from(messages)
            .where(and(eq(messages.topicId, topics.id), ilike(messages.body, term))),
        ),
      ),
    );
  }
  return and(...conditions);
}

/** How many topics match: the counters the triggers keep when unfiltered, a count otherwise. */
function totalQuery(ex: Executor, shape: Shape) {
  if (!filtered(shape))
    return ex
      .select({ total: sql<number>`coalesce(sum(${inboxCounters.topicCount}), 0)::int` })
      .from(inboxCounters)
      .where(and(userIs(inboxCounters.userId), inScope(shape, inboxCounters.clinicId)));
  const counted = ex
    .select({ total: sql<number>`count(*)::int` })
    .from(topicSubscribers)
    .$dynamic();
  // Unread or read alone is counted on the subscriptions' own (partial) index.
  return (
    onTopic(shape) ? counted.innerJoin(topics, eq(topics.id, topicSubscribers.topicId)) : counted
  ).where(matching(ex, shape));
}

// The total rides on every row of the page (computed once per statement): one round trip.
const preparedPage = (db: Db, shape: Shape) =>
  builtOnce(db, `topic page ${JSON.stringify(shape)}`, () =>
    arrayStatement(
      db,
      'topic_page',
      topicPageQuery(db, matching(db, shape), {
        onTopic: onTopic(shape),
        rows: shape.rows,
        paged: shape.paged,
        total: sql<number>`(${totalQuery(db, shape)})`,
      }),
    ),
  );

/** For a page past the end, which has no row to carry the total. */
const preparedTotal = (ex: Executor, shape: Shape) =>
  builtOnce(ex, `topic total ${JSON.stringify({ ...shape, rows: 0, paged: false })}`, () => {
    const query = totalQuery(ex, shape);
    return query.prepare(statementName('topic_total', query.toSQL().sql));
  });

/**
 * E3: one page of the user's topics in the scope, newest activity first (`limit + 1` rows tell
 * whether another page follows), and how many match.
 */
export async function topicListPage(
  db: Db,
  scope: ClinicScope,
  userId: number,
  filter: TopicFilter,
  window: { offset: number; limit: number },
) {
  const shape: Shape = {
    scope: scope.all ? 'all' : scope.clinicIds.length === 0 ? 'none' : 'some',
    unread: filter.unread,
    kind: filter.kind,
    keyword: !filter.keyword ? 'none' : hasTrigram(filter.keyword) ? 'trigrams' : 'scan',
    rows: window.limit + 1,
    paged: window.offset > 0,
  };
  const values = {
    userId,
    clinicIds: scope.all ? [] : [...scope.clinicIds],
    term: filter.keyword ? likeTerm(filter.keyword) : '',
    offset: window.offset,
  };
  const rows = (await preparedPage(db, shape)(values)) as TopicPageRow[];
  if (rows[0]) return { rows, total: rows[0][11] };
  const [counted] = await preparedTotal(db, shape).execute(values);
  return { rows, total: counted?.total ?? 0 };
}
