import { eq, sql } from 'drizzle-orm';
import { arrayStatement } from '../../db/array-query.js';
import type { Db } from '../../db/database.js';
import { inboxCounters } from '../../db/schema/messaging.js';
import { builtOnce } from '../../db/statement-cache.js';

/**
 * The inbox's unread badge (E25), polled on every page and pushed after every message: one named
 * statement per database handle, shared by the routes and the notifier, summed from
 * `inbox_counters`, never over the user's (maybe 10,000) subscriptions. The topic list is
 * `topic-list.ts`'.
 */
export function inboxQueries(db: Db) {
  return builtOnce(db, 'inbox queries', () => {
    const unread = arrayStatement(
      db,
      'inbox_unread_count',
      db
        .select({ count: sql<number>`coalesce(sum(${inboxCounters.unreadCount}), 0)::int` })
        .from(inboxCounters)
        .where(eq(inboxCounters.userId, sql.placeholder('userId'))),
    );
    return {
      /** Unread messages of the user in every clinic. */
      async unreadCount(userId: number) {
        const [row] = await unread({ userId });
        return (row?.[0] as number | undefined) ?? 0;
      },
    };
  });
}

export type InboxQueries = ReturnType<typeof inboxQueries>;
