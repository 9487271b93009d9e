import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { inboxCounters } from '../../db/schema/messaging.js';

/**
 * The inbox's unread badge (E25), polled and pushed on every message: prepared once, and summed
 * from `inbox_counters`, never over the user's (maybe 10,000) subscriptions. The topic list is
 * `topic-list.ts`'.
 */
export function prepareInboxQueries(db: Db) {
  const unread = db
    .select({ count: sql<number>`coalesce(sum(${inboxCounters.unreadCount}), 0)::int` })
    .from(inboxCounters)
    .where(eq(inboxCounters.userId, sql.placeholder('userId')))
    .prepare('inbox_unread_count');

  return {
    /** Unread messages of the user in every clinic. */
    async unreadCount(userId: number) {
      const [row] = await unread.execute({ userId });
      return row?.count ?? 0;
    },
  };
}

export type InboxQueries = ReturnType<typeof prepareInboxQueries>;
