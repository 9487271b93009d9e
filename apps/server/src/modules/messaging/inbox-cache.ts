import type { TopicPage } from '@clinicall/shared/messaging/topics';
import type { Role } from '@clinicall/shared/roles';
import { scopeKey, type ClinicScope } from '../../lib/access/clinic-scope.js';
import { createTaggedCache, readThrough, type TaggedCache } from '../../lib/tagged-cache.js';

/** Longest life of an answer, whatever the notifications say: a bound on any oversight. */
export const INBOX_MAX_LIFE_MS = 5 * 60_000;

/** `u7`: anything else drops every answer. */
const isUserTag = (payload: string) => /^u\d+$/.test(payload);

/** What shapes a caller's topic pages besides the page (a `ScopedContext` is one). */
type PageViewer = { actor: { userId: number; role: Role }; scope: ClinicScope };

/** The answer under `key`, read (and kept until a change) on a miss; `tag` names the change. */
const through = <V extends NonNullable<unknown>>(
  cache: TaggedCache<V>,
  at: { key: string; tag: string; now: number },
  read: () => Promise<V>,
) =>
  readThrough(cache, { key: at.key, tags: [at.tag], now: at.now }, async () => ({
    value: await read(),
    validUntil: Number.POSITIVE_INFINITY,
  }));

/**
 * The inbox reads the web app polls, as this instance answered them: the unread badge (E25) by
 * user, and the unfiltered topic list pages (E3) by user, role, clinic scope and page (their dates
 * are ISO instants, the same in every time zone). Each is tagged `u<caller>`; the triggers of
 * migration 0027 notify that tag for every change a caller's answers show. Pages hold ten topics
 * with their subscribers, so fewer are kept than counts.
 */
export function createInboxCache(limits = { counts: 50_000, pages: 10_000 }) {
  const options = { maxLifeMs: INBOX_MAX_LIFE_MS, isTag: isUserTag };
  const counts = createTaggedCache<number>({ ...options, maxEntries: limits.counts });
  const pages = createTaggedCache<TopicPage>({ ...options, maxEntries: limits.pages });

  return {
    unreadCount: (userId: number, now: number, read: () => Promise<number>) =>
      through(counts, { key: String(userId), tag: `u${userId}`, now }, read),

    topicPage(ctx: PageViewer, pageNo: number, now: number, read: () => Promise<TopicPage>) {
      const { userId, role } = ctx.actor;
      const key = `${userId}|${role}|${scopeKey(ctx.scope)}|${pageNo}`;
      return through(pages, { key, tag: `u${userId}`, now }, read);
    },

    /** A change notification (see `TaggedCache.drop`). */
    drop(payload: string) {
      counts.drop(payload);
      pages.drop(payload);
    },

    /** Whether notifications arrive (see `TaggedCache.listening`). */
    listening(up: boolean) {
      counts.listening(up);
      pages.listening(up);
    },
  };
}

export type InboxCache = ReturnType<typeof createInboxCache>;
