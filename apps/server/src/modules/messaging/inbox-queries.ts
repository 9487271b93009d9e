import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inboxCounters, topicSubscribers } from '../../db/schema/messaging.js';
import type { ClinicScope } from '../../lib/access/clinic-scope.js';
import { topicPageQuery } from './topic-page.js';

type ScopeKind = 'all' | 'some';

/**
 * The inbox's hot reads (E3, E25): the unread badge, polled and pushed on every message, and the
 * unfiltered topic list with its total. Each is prepared once, in a form for the super admin's
 * scope and one for a list of clinics; the counts come from `inbox_counters`, never from a sum
 * over the user's (maybe 10,000) subscriptions.
 */
export function prepareInboxQueries(db: Db) {
  const inCounterScope = (kind: ScopeKind) =>
    kind === 'all'
      ? sql`true`
      : sql`${inboxCounters.clinicId} = any(${sql.placeholder('clinicIds')}::int[])`;

  const totalOf = (kind: ScopeKind) =>
    db
      .select({ total: sql<number>`coalesce(sum(${inboxCounters.topicCount}), 0)::int` })
      .from(inboxCounters)
      .where(and(eq(inboxCounters.userId, sql.placeholder('userId')), inCounterScope(kind)));

  // The total rides on every row of the page (computed once per statement): one round trip.
  const page = (kind: ScopeKind) =>
    topicPageQuery(
      db,
      and(
        eq(topicSubscribers.userId, sql.placeholder('userId')),
        kind === 'all'
          ? sql`true`
          : sql`${topicSubscribers.clinicId} = any(${sql.placeholder('clinicIds')}::int[])`,
      ),
      {
        onTopic: false,
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        extra: { total: sql<number>`(${totalOf(kind)})`.as('total') },
      },
    ).prepare(`inbox_topics_${kind}`);

  const statements = {
    unread: db
      .select({ count: sql<number>`coalesce(sum(${inboxCounters.unreadCount}), 0)::int` })
      .from(inboxCounters)
      .where(eq(inboxCounters.userId, sql.placeholder('userId')))
      .prepare('inbox_unread_count'),
    page: { all: page('all'), some: page('some') },
    /** For a page past the end, which has no row to carry the total. */
    total: {
      all: totalOf('all').prepare('inbox_topic_total_all'),
      some: totalOf('some').prepare('inbox_topic_total_some'),
    },
  };

  const scopeParams = (scope: ClinicScope): { kind: ScopeKind; clinicIds: number[] } => ({
    kind: scope.all ? 'all' : 'some',
    clinicIds: scope.all ? [] : [...scope.clinicIds],
  });

  return {
    /** Unread messages of the user in every clinic. */
    async unreadCount(userId: number) {
      const [row] = await statements.unread.execute({ userId });
      return row?.count ?? 0;
    },

    /** One page of the user's topics in the scope (`limit + 1` rows) and how many there are. */
    async topicsPage(
      scope: ClinicScope,
      userId: number,
      window: { offset: number; limit: number },
    ) {
      const { kind, clinicIds } = scopeParams(scope);
      const rows = await statements.page[kind].execute({
        userId,
        clinicIds,
        limit: window.limit + 1,
        offset: window.offset,
      });
      if (rows[0]) return { rows, total: rows[0].total };
      const [counted] = await statements.total[kind].execute({ userId, clinicIds });
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type InboxQueries = ReturnType<typeof prepareInboxQueries>;
