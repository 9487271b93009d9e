import { describe, expect, test } from 'vitest';
import { COUNTERS_MAX_LIFE_MS, createCountersCache, type CountersTags } from './counters-cache.js';

const counts = { counters: { confirmed: 1, today: 0, pending: 2 }, validUntil: 100 };

function listeningCache() {
  const cache = createCountersCache();
  cache.listening(true);
  return cache;
}

/** Reads, stores and ends a read, as a miss does. */
function fill(cache: ReturnType<typeof createCountersCache>, key: string, tags: CountersTags) {
  const read = cache.begin(tags);
  cache.store(read, key, counts, { builtAt: 0, validUntil: 100 });
  cache.end(read);
}

describe('the counters cache', () => {
  test('C93 counters are served from when they were built until their first turn', () => {
    const cache = listeningCache();
    fill(cache, 'k', ['u1']);
    expect(cache.get('k', 99)).toEqual(counts);
    expect(cache.get('k', -1)).toBeUndefined();
    expect(cache.get('k', 100)).toBeUndefined();
  });

  test('C93 no answer outlives its bounded life', () => {
    const cache = listeningCache();
    const read = cache.begin(['u1']);
    cache.store(read, 'k', counts, { builtAt: 0, validUntil: Number.POSITIVE_INFINITY });
    expect(cache.get('k', COUNTERS_MAX_LIFE_MS - 1)).toEqual(counts);
    expect(cache.get('k', COUNTERS_MAX_LIFE_MS)).toBeUndefined();
  });

  test('C93 a notification drops the answers it names; a clinic’s also those of every clinic', () => {
    const cache = listeningCache();
    fill(cache, 'provider', ['u1']);
    fill(cache, 'other', ['u2']);
    fill(cache, 'admin', ['u3', 'c7']);
    fill(cache, 'super', ['u4', 'c*']);
    cache.drop('u1');
    expect(cache.get('provider', 1)).toBeUndefined();
    expect(cache.get('other', 1)).toEqual(counts);
    cache.drop('c7');
    expect(cache.get('admin', 1)).toBeUndefined();
    expect(cache.get('super', 1)).toBeUndefined();
    expect(cache.get('other', 1)).toEqual(counts);
    cache.drop('*');
    expect(cache.get('other', 1)).toBeUndefined();
  });

  test('C93 a read spoiled by a notification during it is not stored', () => {
    const cache = listeningCache();
    const read = cache.begin(['u1']);
    const unconcerned = cache.begin(['u2']);
    cache.drop('u1');
    cache.store(read, 'a', counts, { builtAt: 0, validUntil: 100 });
    cache.store(unconcerned, 'b', counts, { builtAt: 0, validUntil: 100 });
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(counts);
  });

  test('C93 without notifications nothing is served or stored, even from reads begun before', () => {
    const cache = listeningCache();
    fill(cache, 'k', ['u1']);
    const read = cache.begin(['u1']);
    cache.listening(false);
    expect(cache.get('k', 1)).toBeUndefined();
    fill(cache, 'k', ['u1']);
    cache.listening(true);
    cache.store(read, 'k', counts, { builtAt: 0, validUntil: 100 });
    expect(cache.get('k', 1)).toBeUndefined();
    fill(cache, 'k', ['u1']);
    expect(cache.get('k', 1)).toEqual(counts);
  });
});
