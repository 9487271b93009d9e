import { describe, expect, test } from 'vitest';
import {
  cachedLiveSessions,
  createLiveSessionCache,
  LIVE_SESSION_MAX_LIFE_MS,
} from './live-session-cache.js';
import type { LiveSession } from './sessions.repository.js';

const SESSION = '5f0c8a52-3f6e-4d3a-9d2b-1c0e7a9b4f11';

const live = (fields: Partial<LiveSession> = {}): LiveSession => ({
  userId: 7,
  email: 'paula@test.example',
  role: 'ROLE_PROVIDER',
  activated: true,
  firstName: 'Paula',
  lastName: 'Provider',
  roomName: null,
  timeZone: null,
  actingAssistantId: null,
  assistantFirstName: null,
  assistantLastName: null,
  parentSessionId: null,
  touchDue: false,
  freshForMs: 10_000,
  memberships: [],
  legalPending: false,
  ...fields,
});

/** The cached lookup over a query that answers `row`, counting its calls, on a hand-set clock. */
function harness(row: LiveSession | undefined, listening = true) {
  const cache = createLiveSessionCache();
  cache.listening(listening);
  const clock = { now: 1_000 };
  let queries = 0;
  let during: (() => void) | undefined;
  const query = async () => {
    queries += 1;
    during?.();
    return row;
  };
  const lookup = cachedLiveSessions(query, cache, () => clock.now);
  return {
    cache,
    clock,
    lookup: () => lookup(SESSION, 7),
    queries: () => queries,
    /** Runs while the next reads are in flight, as a notification arriving meanwhile would. */
    whileReading(work: () => void) {
      during = work;
    },
  };
}

describe('what is held', () => {
  test('A25 a live session is read once, then answered from memory', async () => {
    const h = harness(live());
    expect(await h.lookup()).toMatchObject({ userId: 7 });
    expect(await h.lookup()).toMatchObject({ userId: 7 });
    expect(h.queries()).toBe(1);
  });

  test.each([
    ['no session', undefined],
    ['another user’s session', live({ userId: 8 })],
    ['an inactive user', live({ activated: false })],
    ['activity due to be recorded', live({ touchDue: true })],
    ['no time left', live({ freshForMs: 0 })],
  ])('A25 %s is never held', async (_, row) => {
    const h = harness(row);
    await h.lookup();
    await h.lookup();
    expect(h.queries()).toBe(2);
  });

  test('A25 nothing is held while notifications do not arrive', async () => {
    const h = harness(live(), false);
    await h.lookup();
    await h.lookup();
    expect(h.queries()).toBe(2);
  });
});

describe('how long', () => {
  test('A25 A31 until the time the database gave, counted from before the query', async () => {
    const h = harness(live({ freshForMs: 5_000 }));
    await h.lookup();
    h.clock.now = 5_999;
    await h.lookup();
    expect(h.queries()).toBe(1);
    h.clock.now = 6_000;
    await h.lookup();
    expect(h.queries()).toBe(2);
  });

  test('A25 never longer than the bounded life', async () => {
    const h = harness(live({ freshForMs: 10 * LIVE_SESSION_MAX_LIFE_MS }));
    await h.lookup();
    h.clock.now += LIVE_SESSION_MAX_LIFE_MS;
    await h.lookup();
    expect(h.queries()).toBe(2);
  });
});

describe('notifications', () => {
  test.each(['s' + SESSION, 'u7', 'u3', '*'])(
    'A25 A58 %s drops the acting session',
    async (tag) => {
      const h = harness(live({ actingAssistantId: 3 }));
      await h.lookup();
      h.cache.drop(tag);
      await h.lookup();
      expect(h.queries()).toBe(2);
    },
  );

  test('A25 another session or user leaves it held', async () => {
    const h = harness(live({ actingAssistantId: 3 }));
    await h.lookup();
    h.cache.drop('s00000000-0000-4000-8000-000000000000');
    h.cache.drop('u4');
    await h.lookup();
    expect(h.queries()).toBe(1);
  });

  test.each(['s' + SESSION, 'u7', 'u3'])(
    'A25 A58 %s while the row is read: the answer is not held',
    async (tag) => {
      const h = harness(live({ actingAssistantId: 3 }));
      h.whileReading(() => h.cache.drop(tag));
      await h.lookup();
      h.whileReading(() => undefined);
      await h.lookup();
      expect(h.queries()).toBe(2);
    },
  );
});
