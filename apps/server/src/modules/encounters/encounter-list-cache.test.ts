import { describe, expect, test } from 'vitest';
import {
  createEncounterListCache,
  LIST_MAX_LIFE_MS,
  type WrittenPage,
} from './encounter-list-cache.js';

/** A written page of `chars` characters: the cache only measures it. */
const pageOf = (chars: number): WrittenPage => ({ json: 'x'.repeat(chars), shown: [] });

function store(cache: ReturnType<typeof createEncounterListCache>, key: string, page: WrittenPage) {
  const read = cache.begin(['u1']);
  cache.store(read, key, page, { builtAt: 0, validUntil: Number.POSITIVE_INFINITY });
  cache.end(read);
}

describe('the list pages cache', () => {
  test('C86 the pages it holds are bounded by their written length, least recent out first', () => {
    const cache = createEncounterListCache(40);
    cache.listening(true);
    store(cache, 'a', pageOf(15));
    store(cache, 'b', pageOf(15));
    expect(cache.get('a', 1)).toBeDefined();
    store(cache, 'c', pageOf(15));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.json).toHaveLength(15);
    expect(cache.get('c', 1)?.json).toHaveLength(15);
    // Eleven more characters pass the bound.
    store(cache, 'd', pageOf(11));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  test('C86 no page outlives its bounded life', () => {
    const cache = createEncounterListCache();
    cache.listening(true);
    store(cache, 'k', pageOf(1));
    expect(cache.get('k', LIST_MAX_LIFE_MS - 1)).toBeDefined();
    expect(cache.get('k', LIST_MAX_LIFE_MS)).toBeUndefined();
  });
});
