import { describe, expect, test } from 'vitest';
import { createFreeSlotsCache, type ProviderFacts } from './free-slots-cache.js';

const facts = (providerId: number): ProviderFacts => ({
  providerId,
  clinics: [{ id: 1, patientScheduling: true, block24h: false }],
});
const answer = (body: string) => ({ key: 'k', body, builtAt: 0, validUntil: 100 });

function listeningCache(limits?: Parameters<typeof createFreeSlotsCache>[0]) {
  const cache = createFreeSlotsCache(limits);
  cache.listening(true);
  return cache;
}

/** Reads, stores and ends a read of provider `id`, as a miss does. */
function fill(cache: ReturnType<typeof createFreeSlotsCache>, id: number, body = 'answer') {
  const read = cache.begin(id);
  cache.store(read, `id:${id}`, facts(id), answer(body));
  cache.end(read);
}

const cached = (cache: ReturnType<typeof createFreeSlotsCache>, ref: string, now = 50) => {
  const entry = cache.facts(ref);
  return entry && cache.answer(entry, 'k', now);
};

describe('the free-slots cache', () => {
  test('C30 an answer is kept and served within its life only', () => {
    const cache = listeningCache();
    fill(cache, 7);
    expect(cached(cache, 'id:7')).toBe('answer');
    expect(cached(cache, 'id:7', 101)).toBeUndefined();
  });

  test('C30 a change of the provider during the read keeps its answer out', () => {
    const cache = listeningCache();
    const read = cache.begin(7);
    cache.drop('7');
    cache.store(read, 'id:7', facts(7), answer('old'));
    cache.end(read);
    expect(cache.facts('id:7')).toBeUndefined();
  });

  test("C30 another provider's change does not, but any change spoils a read by e-mail", () => {
    const cache = listeningCache();
    const byId = cache.begin(7);
    const byEmail = cache.begin(undefined);
    cache.drop('8');
    cache.store(byId, 'id:7', facts(7), answer('kept'));
    cache.store(byEmail, 'email:a@b.example', facts(7), answer('spoilt'));
    expect(cached(cache, 'id:7')).toBe('kept');
    expect(cache.facts('email:a@b.example')).toBeUndefined();
  });

  test("C30 a provider's change drops their answers under every reference; '*' drops all", () => {
    const cache = listeningCache();
    fill(cache, 7);
    fill(cache, 8);
    const read = cache.begin(undefined);
    cache.store(read, 'email:seven@b.example', facts(7), answer('by e-mail'));
    cache.drop('7');
    expect(cache.facts('id:7')).toBeUndefined();
    expect(cache.facts('email:seven@b.example')).toBeUndefined();
    expect(cached(cache, 'id:8')).toBe('answer');
    cache.drop('*');
    expect(cache.facts('id:8')).toBeUndefined();
  });

  test('C30 nothing is served or stored while notifications may be missed, nor from a read begun then', () => {
    const cache = listeningCache();
    fill(cache, 7);
    cache.listening(false);
    expect(cache.facts('id:7')).toBeUndefined();
    const during = cache.begin(7);
    cache.listening(true);
    cache.store(during, 'id:7', facts(7), answer('maybe stale'));
    expect(cache.facts('id:7')).toBeUndefined();
    fill(cache, 7);
    expect(cached(cache, 'id:7')).toBe('answer');
  });

  test('C30 answers beyond the size limit push out the least recently used', () => {
    const cache = listeningCache({ maxAnswerChars: 250, maxProviders: 10 });
    for (const id of [1, 2, 3]) fill(cache, id, 'x'.repeat(100));
    expect(cached(cache, 'id:1')).toBeUndefined();
    expect(cached(cache, 'id:3')).toBe('x'.repeat(100));
  });
});
