import { createTaggedCache } from '../../lib/tagged-cache.js';
import type { LiveSession } from './sessions.repository.js';

/**
 * Longest life of a live-session answer, whatever the notifications say: a bound on any oversight
 * (a change a trigger does not announce is seen within it).
 */
export const LIVE_SESSION_MAX_LIFE_MS = 60_000;

/** `s<session id>` or `u<user id>`; anything else (such as '*') drops every answer. */
export const isSessionOrUserTag = (payload: string) => /^(s[0-9a-f-]+|u\d+)$/.test(payload);

/**
 * Live sessions this instance found in the database, by session id: only positive answers (a
 * refusal always asks the database again). Each is tagged with its session and its user, and its
 * acting assistant when it has one, as the `live_sessions` notifications name them.
 */
export function createLiveSessionCache(maxEntries = 50_000) {
  return createTaggedCache<LiveSession>({
    maxEntries,
    maxLifeMs: LIVE_SESSION_MAX_LIFE_MS,
    isTag: isSessionOrUserTag,
  });
}

export type LiveSessionCache = ReturnType<typeof createLiveSessionCache>;

/** Monotonic milliseconds: durations the database measured are counted down on it. */
export type Stopwatch = () => number;

/**
 * The live-session query answered from `cache` while it can vouch for the answer. The database's
 * clock decides how long an answer stands (`freshForMs`); this instance only counts that duration
 * down, from before the query was sent, on a clock that setting the time cannot move.
 */
export function cachedLiveSessions(
  query: (sessionId: string) => Promise<LiveSession | undefined>,
  cache: LiveSessionCache,
  stopwatch: Stopwatch = () => performance.now(),
) {
  return async function liveSession(sessionId: string, claimedUserId: number) {
    const cached = cache.get(sessionId, stopwatch());
    if (cached) return cached;
    // The session's user is known from the token before reading; an acting assistant only after.
    const read = cache.begin([`s${sessionId}`, `u${claimedUserId}`]);
    try {
      const sentAt = stopwatch();
      const session = await query(sessionId);
      if (session && isWorthKeeping(session, claimedUserId)) {
        const validUntil = sentAt + session.freshForMs;
        const found = session.actingAssistantId === null ? [] : [`u${session.actingAssistantId}`];
        cache.store(read, sessionId, session, { builtAt: sentAt, validUntil }, found);
      }
      return session;
    } finally {
      cache.end(read);
    }
  };
}

/** Only an answer the authenticator accepts as it is, with no activity to record, is kept. */
const isWorthKeeping = (session: LiveSession, claimedUserId: number) =>
  session.userId === claimedUserId &&
  session.activated &&
  !session.touchDue &&
  session.freshForMs > 0;
